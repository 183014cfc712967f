import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useInfiniteQuery, useQuery } from "../../lib/query";
import type { Review, ReviewEligibility, ReviewPage, ReviewVote, ReviewVotes, UserRate } from "@dizilog/shared/api";
import type { ReviewSort } from "@dizilog/shared/api/review-constants";
import { api, toQueryString } from "../../lib/api";
import type { Item } from "../../lib/query-shadow";
import { type Change, applyOptimistic, updateCached } from "../../lib/optimistic";
import { reviewRef } from "../../entities/review";
import { showKeys } from "../../entities/show";
import { useErrorToast } from "../../ui/use-error-toast";

/*
 * Reviews (api-contract "Reviews"). Every cached copy of a review — a show's list in either sort,
 * a user's list, the review page — lives under `reviewKeys.all`, so that a vote, an edit or a
 * deletion patches all of them at once (`reviewRef`, lib/optimistic.ts).
 */

export const reviewKeys = {
  all: ["reviews"] as const,
  show: (showId: number, sort: ReviewSort) => [...reviewKeys.all, "show", showId, sort] as const,
  user: (slug: string) => [...reviewKeys.all, "user", slug] as const,
  detail: (id: number) => [...reviewKeys.all, "detail", id] as const,
  eligibility: (showId: number) => [...reviewKeys.all, "eligibility", showId] as const,
};

/** The fields of the write-review form, as sent. */
export interface ReviewFields {
  title: string;
  content: string;
  spoiler: boolean;
  user_rate: UserRate;
}

/** GET /api/shows/{id}/reviews — most helpful or most recent first, 10 a page. */
export function useShowReviews(showId: number, sort: ReviewSort) {
  return useInfiniteQuery({
    queryKey: reviewKeys.show(showId, sort),
    queryFn: ({ pageParam, signal }) => api<ReviewPage>(`/api/shows/${showId}/reviews${toQueryString({ sort, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

/** GET /api/users/{slug}/reviews — a user's reviews, newest first. */
export function useUserReviews(slug: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.user(slug),
    queryFn: ({ pageParam, signal }) => api<ReviewPage>(`/api/users/${encodeURIComponent(slug)}/reviews${toQueryString({ cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

/** GET /api/review/{id}?include=show,user */
export function useReview(id: number) {
  return useQuery({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) => api<{ data: Review }>(`/api/review/${id}?include=show,user`, { signal }).then((r) => r.data),
    enabled: id > 0,
  });
}

/** A written, changed or deleted review moves the show's rating (the overall score is the author's rating): both are fetched again. */
function refreshAfterWrite(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: reviewKeys.all }), client.invalidateQueries({ queryKey: showKeys.all })]);
}

/**
 * GET /api/me/review-eligibility — whether the user may review the show now (an episode seen, no
 * review yet), asked when the form opens so that it says so before they write 280 characters.
 */
export function useReviewEligibility(showId: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.eligibility(showId),
    queryFn: () => api<{ data: ReviewEligibility }>(`/api/me/review-eligibility${toQueryString({ show_id: showId })}`).then((r) => r.data),
    enabled,
    staleTime: 0,
  });
}

/** POST /api/reviews — the 409 (already reviewed) and 422 (fields, not watched) answers are the caller's to show. */
export function useWriteReview(showId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: ReviewFields) => api<{ data: Review }>("/api/reviews", { method: "POST", json: { show_id: showId, ...fields } }).then((r) => r.data),
    onSuccess: (review) => {
      client.setQueryData(reviewKeys.detail(review.id), review);
      // Not awaited: the author goes on to the review at once, the lists follow.
      void refreshAfterWrite(client);
    },
  });
}

/** PATCH /api/reviews/{id} — every cached copy takes the answer. */
export function useEditReview(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: ReviewFields) => api<{ data: Review }>(`/api/reviews/${id}`, { method: "PATCH", json: fields }).then((r) => r.data),
    onSuccess: async (review) => {
      updateCached<Review>(client, reviewRef(id), () => review);
      void refreshAfterWrite(client);
    },
  });
}

/** DELETE /api/reviews/{id} — the review leaves every cached list at once. */
export function useDeleteReview(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/reviews/${id}`, { method: "DELETE" }),
    onSuccess: async () => {
      updateCached<Review>(client, reviewRef(id), () => null);
      client.removeQueries({ queryKey: reviewKeys.detail(id), exact: true });
      void refreshAfterWrite(client);
    },
  });
}

/** A review object (not a page or a show) of that id. */

/** The votes once the viewer's vote becomes `vote` (null: taken back): both counters move. */
export function applyVote(state: ReviewVotes, vote: ReviewVote | null): ReviewVotes {
  const up = state.upvoters - Number(state.upvoted) + Number(vote === "up");
  const down = state.downvoters - Number(state.downvoted) + Number(vote === "down");
  return { upvoters: Math.max(0, up), downvoters: Math.max(0, down), voters: Math.max(0, up) + Math.max(0, down), upvoted: vote === "up", downvoted: vote === "down" };
}

const votesOf = (item: Item): ReviewVotes => ({
  upvoters: Number(item.upvoters) || 0,
  downvoters: Number(item.downvoters) || 0,
  voters: Number(item.voters) || 0,
  upvoted: item.upvoted === true,
  downvoted: item.downvoted === true,
});

/**
 * POST /api/reviews/{id}/vote — optimistic: the counters and the viewer's vote change at once in
 * every cached copy; a refusal puts them back (unless a later vote has replaced this one) and shows
 * the server's message; the last vote's answer is the truth.
 */
export function useVoteReview(review: Pick<Review, "id"> & ReviewVotes) {
  const client = useQueryClient();
  const showError = useErrorToast();
  const mutationKey = [...reviewKeys.all, "vote", review.id] as const;
  const mutation = useMutation<{ data: ReviewVotes }, unknown, ReviewVote | null, Change<Review>>({
    mutationKey,
    scope: { id: mutationKey.join(":") },
    mutationFn: (vote) => api<{ data: ReviewVotes }>(`/api/reviews/${review.id}/vote`, { method: "POST", json: { vote } }),
    onMutate: (vote) => {
      const optimistic = applyVote(votesOf(review as unknown as Item), vote);
      return applyOptimistic<Review>(client, reviewRef(review.id), (item) => ({ ...item, ...optimistic }));
    },
    onError: (error, _vote, change) => {
      change?.rollback();
      showError(error);
    },
    onSuccess: (answer, _vote, change) => change.settle((item) => ({ ...item, ...answer.data })),
  });
  /** Up or down; the same again takes the vote back. */
  const vote = (direction: ReviewVote) => mutation.mutate((direction === "up" ? review.upvoted : review.downvoted) ? null : direction);
  return { vote, isPending: mutation.isPending };
}

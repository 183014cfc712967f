import { type QueryClient, type QueryKey, skipToken, useMutation, useQueryClient } from "@tanstack/react-query";
import { useQuery } from "../../lib/query";
import type { LikeResponse, LikeType, LikedType, RateResponse, ReactionId, ReactionType, ReactionsResponse, Show } from "@dizilog/shared/api";
// The zod-free modules: the barrel's schemas would put zod on the show page's first load.
import { LIKED_TYPES, REACTION_IDS } from "@dizilog/shared/api/engagement-ids";
import { summarizeReactions } from "@dizilog/shared/api/reaction-summary";
import { api, toQueryString } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { userKeys } from "../../entities/user";
import { dropFromMyLikes, likesKeys } from "./like-keys";
import { showRef } from "../../entities/show";
import { restoreSnapshot } from "../../lib/query-shadow";
import { type Change, type Update, applyOptimistic } from "../../lib/optimistic";
import { useErrorToast } from "../../ui/use-error-toast";

/*
 * Ratings, reactions and likes (spec sections 3–6). Every change is optimistic: the caches change
 * at once, go back (with the server's message) on failure, and take the server's answer as the
 * truth on success — unless another change of the same item is still on its way, whose answer
 * will be the newer one. Each hook is bound to one item: its mutation key and scope name that item,
 * and the changes of one item reach the server one at a time, in order.
 */

export const engagementKeys = {
  all: ["engagement"] as const,
  reactions: (type: ReactionType, id: number) => [...engagementKeys.all, "reactions", type, id] as const,
  like: (type: LikeType, id: number) => [...engagementKeys.all, "like", type, id] as const,
  rate: (showId: number) => [...engagementKeys.all, "rate", showId] as const,
};

/** Whether the change finishing is the only one of its item (mutation key) still in flight. */
function isLastChange(client: QueryClient, mutationKey: QueryKey): boolean {
  return client.isMutating({ mutationKey, exact: true }) <= 1;
}

// ---- Ratings ------------------------------------------------------------------------------------

/** The rating fields of a show; `user_rating` null when the viewer has not rated it. */
export interface RatingFields {
  rating: number;
  votes_count: number;
  user_rating: number | null;
}

/**
 * The show's fields once the viewer's rating becomes `to` (null: removed), estimated from the
 * shown mean (rounded to one decimal, so the estimate is close; the server's answer replaces it).
 */
export function estimateRating(fields: RatingFields, to: number | null): RatingFields {
  const from = fields.user_rating;
  const sum = fields.rating * fields.votes_count - (from ?? 0) + (to ?? 0);
  const votes = Math.max(0, fields.votes_count - (from === null ? 0 : 1) + (to === null ? 0 : 1));
  const rating = votes ? Math.min(5, Math.max(0.5, Math.round((sum / votes) * 10) / 10)) : 0;
  return { rating, votes_count: votes, user_rating: to };
}

const ratingOf = (show: Show): RatingFields => ({
  rating: Number(show.rating) || 0,
  votes_count: Number(show.votes_count) || 0,
  user_rating: typeof show.user_rating === "number" && show.user_rating > 0 ? show.user_rating : null,
});

/** Rewrites the rating fields of a copy of the show that has them (a show reference has none). */
const ratingPatch =
  (update: (fields: RatingFields) => RatingFields): Update<Show> =>
  (show) => {
    if (!("votes_count" in show)) return undefined;
    const current = ratingOf(show);
    const next = update(current);
    const same = next.rating === current.rating && next.votes_count === current.votes_count && next.user_rating === (show.user_rating ?? null);
    return same ? undefined : { ...show, ...next };
  };

/** Rating and clearing alike: optimistic change to `target` in every copy of the show, rollback, the last answer as the truth, its notice. */
function useRatingMutation<V>(showId: number, targetOf: (input: V) => number | null, call: (input: V) => Promise<RateResponse>) {
  const client = useQueryClient();
  const toast = useToast();
  const showError = useErrorToast();
  const mutationKey = engagementKeys.rate(showId);
  return useMutation<RateResponse, unknown, V, Change<Show>>({
    mutationKey,
    // One after the other on the wire, so the last choice is also the last the server sees.
    scope: { id: mutationKey.join(":") },
    mutationFn: call,
    onMutate: (input) => {
      const target = targetOf(input);
      return applyOptimistic<Show>(client, showRef(showId), ratingPatch((fields) => estimateRating(fields, target)));
    },
    onError: (error, _input, change) => {
      change?.rollback();
      showError(error);
    },
    onSuccess: (answer, _input, change) => {
      change.settle(ratingPatch(() => ({ rating: answer.total, votes_count: answer.count, user_rating: answer.userVoted || null })));
      toast(answer.message, "success");
    },
  });
}

/**
 * POST /api/user/rate — rates the show 0.5 to 5 in half stars (rating again replaces the user's
 * rating). Optimistic: `user_rating`, `rating` and `votes_count` of every cached copy change at once.
 */
export function useRateShow(showId: number) {
  return useRatingMutation<number>(
    showId,
    (rating) => rating,
    (rating) => api<RateResponse>("/api/user/rate", { method: "POST", json: { related: "show", related_id: showId, rating } }),
  );
}

/** DELETE /api/user/rate — removes the user's rating of the show (optimistic, like rating). */
export function useClearRating(showId: number) {
  return useRatingMutation<void>(
    showId,
    () => null,
    () => api<RateResponse>(`/api/user/rate${toQueryString({ related: "show", related_id: showId })}`, { method: "DELETE" }),
  );
}

// ---- Reactions ----------------------------------------------------------------------------------

/** GET /api/react — the reactions of an episode (or a post) with the viewer's own. */
export function useReactions(id: number, type: ReactionType = "episode") {
  return useQuery({
    queryKey: engagementKeys.reactions(type, id),
    queryFn: ({ signal }) => api<ReactionsResponse>(`/api/react${toQueryString({ type, id })}`, { signal }),
  });
}

/**
 * The counts once the viewer gives `reaction`: the same one again takes it back, another one moves
 * the viewer's count to it. Percentages as the server makes them (largest remainder, adding up to 100).
 */
export function applyReaction(state: ReactionsResponse, reaction: ReactionId): ReactionsResponse {
  const counts = new Map(REACTION_IDS.map((id) => [id, state.reactions[id].count] as const));
  const previous = state.user_reaction;
  if (previous) counts.set(previous, Math.max(0, (counts.get(previous) ?? 0) - 1));
  const next = previous === reaction ? null : reaction;
  if (next) counts.set(next, (counts.get(next) ?? 0) + 1);
  return summarizeReactions(counts, next);
}


/**
 * POST /api/react — gives, moves or takes back (the same one again) the viewer's reaction.
 * Optimistic: the counts move at once; on failure they go back and the server's message is shown.
 */
export function useReact(id: number, type: ReactionType = "episode") {
  const client = useQueryClient();
  const showError = useErrorToast();
  const queryKey = engagementKeys.reactions(type, id);
  return useMutation<ReactionsResponse, unknown, ReactionId, { before: ReactionsResponse | undefined; optimistic: ReactionsResponse | undefined }>({
    mutationKey: queryKey,
    scope: { id: queryKey.join(":") },
    mutationFn: (reaction) => api<ReactionsResponse>("/api/react", { method: "POST", json: { react_id: reaction, type, id } }),
    onMutate: async (reaction) => {
      await client.cancelQueries({ queryKey, exact: true });
      const before = client.getQueryData<ReactionsResponse>(queryKey);
      const optimistic = before ? applyReaction(before, reaction) : undefined;
      if (optimistic) client.setQueryData(queryKey, optimistic);
      return { before, optimistic };
    },
    onError: (error, _reaction, context) => {
      // Back to the state before, unless a later change has replaced this one meanwhile.
      if (context?.before && client.getQueryData(queryKey) === context.optimistic) client.setQueryData(queryKey, context.before);
      else void client.invalidateQueries({ queryKey, exact: true });
      showError(error);
    },
    onSuccess: (answer) => {
      if (isLastChange(client, queryKey)) client.setQueryData(queryKey, answer);
    },
  });
}

// ---- Likes --------------------------------------------------------------------------------------

/** Whether the viewer likes an item, and its likes (null while not known). */
export interface LikeState {
  liked: boolean;
  like_count: number | null;
}

/**
 * The like toggle of a show, person, list, couple or post (POST /api/like-item). The state starts
 * from `initial` (what the item's own data says, when it says it) and is then kept per item; a toggle
 * is optimistic, the answer's `liked` and `like_count` are the truth, a failure puts it back.
 */
export function useLike(type: LikeType, id: number, initial?: LikeState) {
  const client = useQueryClient();
  const showError = useErrorToast();
  const queryKey = engagementKeys.like(type, id);
  // Nothing to fetch: the cache holds what the toggles answered.
  const { data } = useQuery<LikeState>({ queryKey, queryFn: skipToken, staleTime: Infinity });
  const state: LikeState = data ?? initial ?? { liked: false, like_count: null };
  const listed = isLikedType(type) ? type : undefined;
  const mutation = useMutation<LikeResponse, unknown, LikeState, { before: LikeState; optimistic: LikeState; lists?: ReturnType<typeof dropFromMyLikes> }>({
    mutationKey: queryKey,
    scope: { id: queryKey.join(":") },
    mutationFn: () => api<LikeResponse>("/api/like-item", { method: "POST", json: { type, id } }),
    onMutate: (before) => {
      const liked = !before.liked;
      const optimistic: LikeState = { liked, like_count: before.like_count === null ? null : Math.max(0, before.like_count + (liked ? 1 : -1)) };
      client.setQueryData(queryKey, optimistic);
      // An unlike leaves the user's likes grids at once; a like appears there once refetched.
      const lists = !liked && listed ? dropFromMyLikes(client, listed, id) : undefined;
      return { before, optimistic, lists };
    },
    onError: (error, _input, context) => {
      if (context && client.getQueryData(queryKey) === context.optimistic) {
        client.setQueryData(queryKey, context.before);
        if (context.lists) restoreSnapshot(client, context.lists);
      }
      showError(error);
    },
    onSuccess: (answer) => {
      if (isLastChange(client, queryKey)) client.setQueryData<LikeState>(queryKey, { liked: answer.liked, like_count: answer.like_count });
    },
    onSettled: () => {
      // Once no like of any item is on its way, the likes pages and the like counter are fetched again.
      if (client.isMutating({ mutationKey: [...engagementKeys.all, "like"] }) <= 1) {
        void client.invalidateQueries({ queryKey: likesKeys.all });
        void client.invalidateQueries({ queryKey: userKeys.me, exact: true });
      }
    },
  });
  return { ...state, toggle: () => mutation.mutate(state), isPending: mutation.isPending };
}

const isLikedType = (type: LikeType): type is LikedType => (LIKED_TYPES as readonly string[]).includes(type);

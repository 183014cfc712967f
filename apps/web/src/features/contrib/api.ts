import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  Clip,
  ContributionArea,
  ContributorRequest,
  ContributorRequestStatus,
  EpisodeImage,
  MusicTrack,
  MyContribution,
} from "@dizilog/shared/api";
import { useInfiniteQuery, useQuery } from "../../lib/query";
import { api, toQueryString } from "../../lib/api";

/** Contributors and moderators' media (decision 0049): the server state and its query keys. */
export const contribKeys = {
  all: ["contrib"] as const,
  mine: (showId: number) => ["contrib", "mine", showId] as const,
  requests: (status: ContributorRequestStatus) => ["contrib", "requests", status] as const,
  music: (showId: number) => ["contrib", "music", showId] as const,
  clips: (showId: number, episodeId?: number) => ["contrib", "clips", showId, episodeId ?? null] as const,
  images: (episodeId: number) => ["contrib", "images", episodeId] as const,
};

interface MediaList<T> {
  data: T[];
  meta: { can_add: boolean };
}

/** The viewer's standing with a show for the join modal (signed in only). */
export function useMyContribution(showId: number, enabled: boolean) {
  return useQuery({
    queryKey: contribKeys.mine(showId),
    queryFn: ({ signal }) => api<{ data: MyContribution }>(`/api/shows/${showId}/contributor-requests/mine`, { signal }).then((r) => r.data),
    enabled,
  });
}

export function useRequestContribution(showId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { areas: ContributionArea[]; note?: string }) =>
      api<{ data: ContributorRequest }>(`/api/shows/${showId}/contributor-requests`, { method: "POST", json: body }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: contribKeys.mine(showId) }),
  });
}

/** Staff: the requests of one status, newest first. */
export function useContributorRequests(status: ContributorRequestStatus) {
  return useInfiniteQuery({
    queryKey: contribKeys.requests(status),
    queryFn: ({ pageParam, signal }) =>
      api<{ data: ContributorRequest[]; meta: { cursor: { next: string | null } } }>(`/api/admin/contributor-requests${toQueryString({ status, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: "accept" | "decline" }) =>
      api<{ data: ContributorRequest }>(`/api/admin/contributor-requests/${id}/${answer}`, { method: "POST", json: {} }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ["contrib", "requests"] }),
  });
}

export function useShowMusic(showId: number, enabled = true) {
  return useQuery({
    queryKey: contribKeys.music(showId),
    queryFn: ({ signal }) => api<MediaList<MusicTrack>>(`/api/shows/${showId}/music`, { signal }),
    enabled,
  });
}

export function useShowClips(showId: number, episodeId?: number) {
  return useQuery({
    queryKey: contribKeys.clips(showId, episodeId),
    queryFn: ({ signal }) => api<MediaList<Clip>>(`/api/shows/${showId}/clips${toQueryString({ episode_id: episodeId })}`, { signal }),
  });
}

export function useEpisodeImages(episodeId: number) {
  return useQuery({
    queryKey: contribKeys.images(episodeId),
    queryFn: ({ signal }) => api<MediaList<EpisodeImage>>(`/api/episodes/${episodeId}/images`, { signal }),
  });
}

export interface MusicInput {
  title: string;
  artist: string;
  link?: string;
  episode_id?: number | null;
}

export function useAddMusic(showId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MusicInput) => api<{ data: MusicTrack }>(`/api/shows/${showId}/music`, { method: "POST", json: body }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: contribKeys.music(showId) }),
  });
}

export interface ClipInput {
  title: string;
  url: string;
  episode_id?: number | null;
}

export function useAddClip(showId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClipInput) => api<{ data: Clip }>(`/api/shows/${showId}/clips`, { method: "POST", json: body }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ["contrib", "clips", showId] }),
  });
}

export function useAddEpisodeImage(episodeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, caption }: { file: File; caption: string }) => {
      const form = new FormData();
      form.set("image", file);
      if (caption.trim()) form.set("caption", caption.trim());
      return api<{ data: EpisodeImage }>(`/api/episodes/${episodeId}/images`, { method: "POST", body: form }).then((r) => r.data);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: contribKeys.images(episodeId) }),
  });
}

/** Removes a song, a clip or an episode image; every media list is read again. */
export function useRemoveMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: "music" | "clips" | "episode-images"; id: number }) => api<void>(`/api/${kind}/${id}`, { method: "DELETE" }),
    onSuccess: (_data, { kind }) =>
      client.invalidateQueries({ queryKey: ["contrib", kind === "music" ? "music" : kind === "clips" ? "clips" : "images"] }),
  });
}

import { type QueryClient, type QueryKey, keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import { useQuery } from "../../lib/query";
import type { DiaryEntry, DiaryMonth, List, ListDetail, ListSort, PaginationMeta, Show } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { api, toQueryString } from "../../lib/api";
import { useErrorToast } from "../../ui/use-error-toast";
import { type QuerySnapshot, restoreSnapshot, snapshotQueries } from "../../lib/query-shadow";
import { updateCached } from "../../lib/optimistic";
import { listRef } from "../../entities/list";
import { useMe } from "../../entities/user";

/*
 * Lists and the diary (api-contract "Tracking, ratings, reactions, likes, lists";
 * docs/decisions/0008-lists.md). The constants are repeated here rather than imported from
 * @dizilog/shared/api, whose module would bring zod into the page's JavaScript; `satisfies` keeps
 * them in step with the shared types.
 */

/** The spec's list sorts (section 3), in the order of the sort select. */
export const LIST_SORTS = ["most_liked", "least_liked", "newest", "oldest", "highest_rated", "lowest_rated"] as const satisfies readonly ListSort[];

/** Limits of the spec (section 9) and of decision 0008. */
export const LIST_FORM_LIMITS = { nameMax: 100, descriptionMax: 250, noteMax: 500 } as const;

export interface ListPage {
  data: List[];
  meta: PaginationMeta;
}

/** Who is looking: abilities (`edit`, `delete`) and private lists depend on it, so it is part of the keys. */
type ViewerKey = number | null;

export const listKeys = {
  all: ["lists"] as const,
  browse: (sort: ListSort, page: number, viewer: ViewerKey) => [...listKeys.all, "browse", sort, page, viewer] as const,
  user: (slug: string, sort: ListSort, page: number, viewer: ViewerKey) => [...listKeys.all, "user", slug, sort, page, viewer] as const,
  details: () => [...listKeys.all, "detail"] as const,
  detail: (id: number, lang: string, viewer: ViewerKey) => [...listKeys.details(), id, lang, viewer] as const,
  /** Every write to a list's items shares this key (and one scope: they run one after the other). */
  itemWrites: ["lists", "items"] as const,
};

export const diaryKeys = {
  all: ["diary"] as const,
  month: (slug: string, month: string | undefined, lang: string, viewer: ViewerKey) => [...diaryKeys.all, slug, month ?? "current", lang, viewer] as const,
};

/** The viewer's id once known (`ready` false while the session is still being asked for). */
function useViewer(): { viewer: ViewerKey; ready: boolean } {
  const me = useMe();
  return { viewer: me.data?.id ?? null, ready: !me.isPending };
}

function useLang(): string {
  return useTranslation().i18n.language;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** GET /api/lists — everyone's public lists, 20 a page. */
export function usePublicLists(sort: ListSort, page: number) {
  const { viewer, ready } = useViewer();
  return useQuery({
    queryKey: listKeys.browse(sort, page, viewer),
    queryFn: ({ signal }) => api<ListPage>(`/api/lists${toQueryString({ sort, page })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
}

/** GET /api/users/{slug}/lists — a user's lists (their private ones too when they are the viewer). */
export function useUserLists(slug: string | undefined, { sort = "newest", page = 1, enabled = true }: { sort?: ListSort; page?: number; enabled?: boolean } = {}) {
  const { viewer, ready } = useViewer();
  return useQuery({
    queryKey: listKeys.user(slug ?? "", sort, page, viewer),
    queryFn: ({ signal }) => api<ListPage>(`/api/users/${encodeURIComponent(slug ?? "")}/lists${toQueryString({ sort, page })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: ready && enabled && Boolean(slug),
  });
}

function detailQuery(id: number, lang: string, viewer: ViewerKey) {
  return {
    queryKey: listKeys.detail(id, lang, viewer),
    queryFn: ({ signal }: { signal: AbortSignal }) => api<{ data: ListDetail }>(`/api/lists/${id}`, { signal }).then((r) => r.data),
  };
}

/** GET /api/lists/{id} — a list with its shows in order; 404 for someone else's private list. */
export function useList(id: number) {
  const lang = useLang();
  const { viewer, ready } = useViewer();
  return useQuery({ ...detailQuery(id, lang, viewer), enabled: ready && id > 0 });
}

/** A list's detail fetched only while `enabled` (the add-to-list menu's checkmarks, one row each). */
export function useListDetail(id: number, enabled: boolean) {
  const lang = useLang();
  const { viewer, ready } = useViewer();
  return useQuery({ ...detailQuery(id, lang, viewer), enabled: enabled && ready });
}

// ---------------------------------------------------------------------------------------------
// Lists

export interface ListFields {
  name: string;
  description: string | null;
  public: boolean;
}

/** POST /api/lists — a free account's 6th list answers 403 with the list-limit message. */
export function useCreateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: ListFields) => api<{ data: List }>("/api/lists", { method: "POST", json: fields }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: listKeys.all }),
  });
}

/** PATCH /api/lists/{id} — every cached copy of the list takes the answer at once (its shows stay). */
export function useUpdateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: Partial<ListFields> }) =>
      api<{ data: List }>(`/api/lists/${id}`, { method: "PATCH", json: fields }).then((r) => r.data),
    onSuccess: (list) => {
      updateCached<List>(client, listRef(list.id), (item) => ({ ...item, ...list }));
      // Not awaited: the caches already hold the answer, the modal can close at once.
      void client.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}

/** DELETE /api/lists/{id} — the list leaves every cached page. */
export function useDeleteList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/lists/${id}`, { method: "DELETE" }),
    onSuccess: (_result, id) => {
      updateCached(client, listRef(id), () => null);
      // The open list page is not fetched again (it would flash "not found" while it leaves);
      // its copy is only marked stale, so a later visit asks the server and gets the 404.
      void client.invalidateQueries({ predicate: (q) => isDetailOf(q.queryKey, id), refetchType: "none" });
      void client.invalidateQueries({ queryKey: listKeys.all, predicate: (q) => q.queryKey[1] !== "detail" });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Items: optimistic, rolled back on failure

interface ItemWriteContext {
  snapshot: QuerySnapshot;
}


/**
 * Shared by add, remove and reorder: one scope, so the calls reach the server in the order they
 * were made (a reorder sent after an add names the added show); the caches are patched at once and
 * put back if the call fails; the lists are fetched again when the last queued write has settled.
 */
function useItemWrite<V>(request: (input: V) => Promise<unknown>, patch: (client: QueryClient, input: V) => void) {
  const client = useQueryClient();
  const showError = useErrorToast();
  return useMutation({
    mutationKey: listKeys.itemWrites,
    scope: { id: "list-items" },
    mutationFn: request,
    onMutate: async (input): Promise<ItemWriteContext> => {
      await client.cancelQueries({ queryKey: listKeys.all });
      const snapshot = snapshotQueries(client, listKeys.all);
      patch(client, input);
      return { snapshot };
    },
    onError: (error, _input, context) => {
      if (context) restoreSnapshot(client, context.snapshot);
      showError(error);
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey: listKeys.itemWrites }) <= 1) return client.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}

export interface AddToListInput {
  listId: number;
  show: Show;
}

/** POST /api/lists/{id}/items — the show appears at the end of the list at once. */
export function useAddToList() {
  return useItemWrite(
    ({ listId, show }: AddToListInput) => api<{ data: ListDetail }>(`/api/lists/${listId}/items`, { method: "POST", json: { show_id: show.id } }),
    (client, { listId, show }) => {
      // The list holds shows without genres, cast or crew.
      const { genres: _genres, cast: _cast, crew: _crew, ...plain } = show;
      const added = patchDetails(client, listId, (shows) => (shows.some((s) => s.id === show.id) ? undefined : [...shows, plain]));
      if (added) patchListCounts(client, listId, 1);
    },
  );
}

/** DELETE /api/lists/{id}/items/{show_id} — the show leaves the list at once. */
export function useRemoveFromList() {
  return useItemWrite(
    ({ listId, showId }: { listId: number; showId: number }) => api<{ data: ListDetail }>(`/api/lists/${listId}/items/${showId}`, { method: "DELETE" }),
    (client, { listId, showId }) => {
      const removed = patchDetails(client, listId, (shows) => (shows.some((s) => s.id === showId) ? shows.filter((s) => s.id !== showId) : undefined));
      if (removed) patchListCounts(client, listId, -1);
    },
  );
}

/** PUT /api/lists/{id}/items/order — the full new order; the list shows it at once. */
export function useReorderList() {
  return useItemWrite(
    ({ listId, showIds }: { listId: number; showIds: number[] }) =>
      api<{ data: ListDetail }>(`/api/lists/${listId}/items/order`, { method: "PUT", json: { show_ids: showIds } }),
    (client, { listId, showIds }) => {
      const position = new Map(showIds.map((id, index) => [id, index]));
      patchDetails(client, listId, (shows) =>
        [...shows].sort((a, b) => (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.id) ?? Number.MAX_SAFE_INTEGER)),
      );
    },
  );
}

/** A show moved one place up (-1) or down (+1): the new order of the ids, or undefined at an end. */
export function moveShow(ids: number[], showId: number, step: -1 | 1): number[] | undefined {
  const from = ids.indexOf(showId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return undefined;
  const next = [...ids];
  next[from] = ids[to] as number;
  next[to] = showId;
  return next;
}

// ---------------------------------------------------------------------------------------------
// Cache helpers

function isDetailOf(key: QueryKey, id: number): boolean {
  return key[0] === listKeys.all[0] && key[1] === "detail" && key[2] === id;
}

/** Changes the shows of every cached copy of one list; answers whether any copy changed. */
function patchDetails(client: QueryClient, listId: number, update: (shows: Show[]) => Show[] | undefined): boolean {
  let changed = false;
  for (const [key, detail] of client.getQueriesData<ListDetail>({ predicate: (q) => isDetailOf(q.queryKey, listId) })) {
    if (!detail) continue;
    const shows = update(detail.shows.data);
    if (!shows) continue;
    changed = true;
    client.setQueryData<ListDetail>(key, { ...detail, shows: { data: shows } });
  }
  return changed;
}

/** Moves the `shows_count` of every cached copy of one list. */
function patchListCounts(client: QueryClient, listId: number, delta: number): void {
  updateCached<List>(client, listRef(listId), (list) => ({ ...list, shows_count: Math.max(0, list.shows_count + delta) }));
}

// ---------------------------------------------------------------------------------------------
// Diary

export interface LogInput {
  episode_id: number;
  /** A date and time without offset: the user's wall clock, read in their time zone by the server. */
  watched_at: string;
  rating: number | null;
  note: string | null;
  rewatch: boolean;
}

/** POST /api/logs — an episode logged to the diary. */
export function useLogEpisode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LogInput) => api<{ data: DiaryEntry }>("/api/logs", { method: "POST", json: input }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}

/** GET /api/users/{slug}/diary?month=YYYY-MM — one month of a user's diary (default: their current month). */
export function useDiary(slug: string, month: string | undefined) {
  const lang = useLang();
  const { viewer, ready } = useViewer();
  return useQuery({
    queryKey: diaryKeys.month(slug, month, lang, viewer),
    queryFn: ({ signal }) => api<DiaryMonth>(`/api/users/${encodeURIComponent(slug)}/diary${toQueryString({ month })}`, { signal }),
    // Another month of the same diary stays on screen while the next one loads; another user's does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === slug ? previous : undefined),
    enabled: ready && Boolean(slug),
  });
}

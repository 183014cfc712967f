import type { QueryClient, QueryKey } from "@tanstack/react-query";

/*
 * Optimistic "shadows" over the query cache (the style guide's rule: likes, tracks, seen-marks,
 * ratings and list edits patch every cached copy of an item and roll back on error). One
 * mechanism for every feature: describe the change of one object as an ItemPatch, apply it under
 * the query roots that may hold a copy, and keep a snapshot to put back when the server says no.
 */

export type Item = Record<string, unknown>;

/** A change to one cached object: its new copy, `null` to take it out of its list, `undefined` to leave it. */
export type ItemPatch = (item: Item) => Item | null | undefined;

/**
 * `value` with every nested object that `patch` changes replaced. Branches that do not change keep
 * their identity, so React Query's structural sharing and memoised components see no change there.
 */
export function patchDeep(value: unknown, patch: ItemPatch): unknown {
  if (!value || typeof value !== "object") return value;
  let changed = false;
  if (Array.isArray(value)) {
    const next: unknown[] = [];
    for (const entry of value) {
      const patched = entry && typeof entry === "object" && !Array.isArray(entry) ? patchItem(entry as Item, patch) : patchDeep(entry, patch);
      if (patched !== entry) changed = true;
      if (patched !== null) next.push(patched);
    }
    return changed ? next : value;
  }
  const patched = patchItem(value as Item, patch);
  // A removal only makes sense inside a list; elsewhere the object stays.
  return patched === null ? value : patched;
}

function patchItem(item: Item, patch: ItemPatch): Item | null {
  let changed = false;
  const copy: Item = {};
  for (const [key, child] of Object.entries(item)) {
    const next = patchDeep(child, patch);
    if (next !== child) changed = true;
    copy[key] = next;
  }
  const base = changed ? copy : item;
  const result = patch(base);
  return result === undefined ? base : result;
}

/** Applies `patch` at once to every cached query under `roots` (no cancelling: for callers that already did). */
export function applyPatch(client: QueryClient, roots: readonly QueryKey[], patch: ItemPatch): void {
  for (const queryKey of roots) {
    for (const [key, data] of client.getQueriesData({ queryKey })) {
      const next = patchDeep(data, patch);
      if (next !== data) client.setQueryData(key, next);
    }
  }
}

/**
 * Applies `patch` to every cached query under `roots` — every copy of an item (a list, a detail,
 * another language) changes together. Fetches in flight for those queries are cancelled first,
 * so that an older answer cannot land on top of the optimistic one.
 */
export async function patchQueries(client: QueryClient, roots: readonly QueryKey[], patch: ItemPatch): Promise<void> {
  const keys = roots.flatMap((queryKey) =>
    client
      .getQueriesData({ queryKey })
      .filter(([, data]) => patchDeep(data, patch) !== data)
      .map(([key]) => key),
  );
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey, exact: true })));
  for (const queryKey of keys) client.setQueryData(queryKey, (data: unknown) => patchDeep(data, patch));
}

/** The first cached object under `roots` that passes `test` (a copy to read the current state from). */
export function findCached(client: QueryClient, roots: readonly QueryKey[], test: (item: Item) => boolean): Item | undefined {
  for (const queryKey of roots) {
    for (const [, data] of client.getQueriesData({ queryKey })) {
      const found = findItem(data, test);
      if (found) return found;
    }
  }
  return undefined;
}

function findItem(value: unknown, test: (item: Item) => boolean): Item | undefined {
  if (!value || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const found = findItem(entry, test);
      if (found) return found;
    }
    return undefined;
  }
  const item = value as Item;
  if (test(item)) return item;
  for (const child of Object.values(item)) {
    const found = findItem(child, test);
    if (found) return found;
  }
  return undefined;
}

/** What the cache held under one key prefix, to be put back by restoreSnapshot. */
export type QuerySnapshot = [QueryKey, unknown][];

/** Cancels the fetches under `queryKey` (an older answer must not land on the change) and keeps what is cached there. */
export function snapshotQueries(client: QueryClient, queryKey: QueryKey): QuerySnapshot {
  const snapshot: QuerySnapshot = client.getQueriesData({ queryKey });
  void client.cancelQueries({ queryKey });
  return snapshot;
}

/** Puts back what snapshotQueries kept (a rollback). */
export function restoreSnapshot(client: QueryClient, snapshot: QuerySnapshot): void {
  for (const [queryKey, data] of snapshot) client.setQueryData(queryKey, data);
}

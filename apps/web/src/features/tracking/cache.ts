import type { QueryClient, QueryKey } from "@tanstack/react-query";

type Item = Record<string, unknown>;

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

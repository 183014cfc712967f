import type { QueryClient, QueryKey } from "@tanstack/react-query";

/*
 * One optimistic update for every cached object (decision 36). An object of the cache has an
 * identity — its kind and id, never the shape of its fields — and each kind says where its objects
 * live: under a query key, a function that yields every object of that kind a query's data holds
 * (Bluesky's `findAllPostsInQueryData`). A change of one object is applied to every copy the
 * finders yield, in every cached query; `applyOptimistic` cancels those queries' fetches first,
 * answers a Change that can be rolled back, and numbers the changes of each identity so that the
 * last change wins: an earlier change's late answer or rollback never overwrites a later one.
 */

/** Which object: its kind (`"post"`, `"show"`, `"user"` …) and its id. */
export interface Identity {
  kind: string;
  id: number;
}

/** An object of the cache with an id (what a finder yields). */
export type Cached = { id: number } & object;

/**
 * Where objects of one kind live: every query under `queryKey` (a prefix) may hold some, and
 * `find(data, queryKey)` yields each object of the kind in that query's data (by where the query
 * keeps it: a page's `data[]`, a post's `show` …), copies of several ids alike.
 */
export interface CacheLocation {
  kind: string;
  queryKey: QueryKey;
  find: (data: unknown, queryKey: QueryKey) => Iterable<object>;
  /** The id of a found object, when it is not its `id` (e.g. a tracker row is its show's). */
  idOf?: (item: object) => number;
}

const idOf = (location: CacheLocation, item: object): number => (location.idOf ? location.idOf(item) : (item as { id: number }).id);

/** The change of one object: its new copy, `null` to take it out of its lists, `undefined` to leave it. */
export type Update<T> = (item: T) => T | null | undefined;

const locations: CacheLocation[] = [];

/**
 * Registers where objects of a kind are cached; the kind's entity (or the feature that keeps such
 * objects in its own queries) calls it once, when its module loads. Answers the unregistration.
 */
export function registerLocation(location: CacheLocation): () => void {
  locations.push(location);
  return () => {
    const at = locations.indexOf(location);
    if (at >= 0) locations.splice(at, 1);
  };
}

/** Every cached copy of the object `ref`, with the key of the query that holds it. */
export function* findAllCached<T extends object>(client: QueryClient, ref: Identity): Generator<{ queryKey: QueryKey; item: T }> {
  for (const location of locations) {
    if (location.kind !== ref.kind) continue;
    for (const [queryKey, data] of client.getQueriesData({ queryKey: location.queryKey })) {
      if (data === undefined) continue;
      for (const item of location.find(data, queryKey)) if (idOf(location, item) === ref.id) yield { queryKey, item: item as T };
    }
  }
}

/** Every cached object of a kind, any id (e.g. the other posts of a wall, to unpin them). */
export function* findAllOfKind<T extends object>(client: QueryClient, kind: string): Generator<T> {
  for (const location of locations) {
    if (location.kind !== kind) continue;
    for (const [queryKey, data] of client.getQueriesData({ queryKey: location.queryKey })) {
      if (data !== undefined) yield* location.find(data, queryKey) as Iterable<T>;
    }
  }
}

/** The first cached copy of `ref` (to read its current state), or undefined. */
export function getCached<T extends object>(client: QueryClient, ref: Identity): T | undefined {
  for (const { item } of findAllCached<T>(client, ref)) return item;
  return undefined;
}

/** The keys of the queries holding a copy of `ref`, each once. */
function queriesHolding(client: QueryClient, ref: Identity): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const { queryKey } of findAllCached(client, ref)) keys.set(JSON.stringify(queryKey), queryKey);
  return [...keys.values()];
}

/**
 * `value` with each object of `targets` replaced by `update` of it (nested copies first); an
 * object answered `null` leaves the array holding it. Untouched branches keep their identity, so
 * React Query's structural sharing and memoised components see no change there.
 */
function replaceIn(value: unknown, targets: Set<object>, update: Update<object>): unknown {
  if (!value || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next: unknown[] = [];
    for (const entry of value) {
      const replaced = replaceIn(entry, targets, update);
      if (replaced !== entry) changed = true;
      if (replaced !== null) next.push(replaced);
    }
    return changed ? next : value;
  }
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const replaced = replaceIn(child, targets, update);
    // A removal only makes sense inside a list; elsewhere the object stays.
    copy[key] = replaced === null && child !== null ? child : replaced;
    if (copy[key] !== child) changed = true;
  }
  const base = changed ? copy : value;
  if (!targets.has(value)) return base;
  const result = update(base);
  return result === undefined ? base : result;
}

/** Applies `update` at once to every cached copy of `ref`. */
function patchCopies<T extends object>(client: QueryClient, ref: Identity, update: Update<T>): void {
  const byQuery = new Map<string, { queryKey: QueryKey; targets: Set<object> }>();
  for (const { queryKey, item } of findAllCached(client, ref)) {
    const hash = JSON.stringify(queryKey);
    const entry = byQuery.get(hash) ?? { queryKey, targets: new Set<object>() };
    entry.targets.add(item);
    byQuery.set(hash, entry);
  }
  for (const { queryKey, targets } of byQuery.values()) {
    const before = client.getQueryData(queryKey);
    const after = replaceIn(before, targets, update as unknown as Update<object>);
    // A removal only makes sense inside a list: a query that is the object itself keeps it.
    if (after !== before && after !== null) client.setQueryData(queryKey, after);
  }
}

/**
 * Applies `update` to every cached copy of `ref` now, without cancelling fetches nor numbering a
 * change: for the server's answers and events (an edit, a vote's result, a removal).
 */
export function updateCached<T extends object>(client: QueryClient, ref: Identity, update: Update<T>): void {
  patchCopies(client, ref, update);
}

/** A change in flight (applyOptimistic's answer). */
export interface Change<T> {
  /** Whether no later change of the same object has begun since this one. */
  isLatest(): boolean;
  /** The server said yes: its answer becomes every copy's state — unless a later change has begun, whose answer will be newer. */
  settle(update: Update<T>): void;
  /** The server said no: every copy goes back to what it was — unless a later change has begun, which stands. */
  rollback(): void;
}

interface Sequence {
  last: number;
  /** An earlier change failed under a later one: the later one's "before" holds that failed state. */
  tainted: boolean;
}

const sequences = new WeakMap<QueryClient, Map<string, Sequence>>();

function sequenceOf(client: QueryClient, ref: Identity): Sequence {
  let perClient = sequences.get(client);
  if (!perClient) sequences.set(client, (perClient = new Map()));
  const key = `${ref.kind}:${ref.id}`;
  let sequence = perClient.get(key);
  if (!sequence) perClient.set(key, (sequence = { last: 0, tainted: false }));
  return sequence;
}

/**
 * The optimistic change of one object: cancels the fetches of every query holding a copy (an older
 * answer must not land on top of it), applies `update` to every copy, and answers the Change that
 * settles or rolls it back.
 */
export async function applyOptimistic<T extends object>(client: QueryClient, ref: Identity, update: Update<T>): Promise<Change<T>> {
  const sequence = sequenceOf(client, ref);
  const number = ++sequence.last;
  const holding = queriesHolding(client, ref);
  await Promise.all(holding.map((queryKey) => client.cancelQueries({ queryKey, exact: true })));
  // Read after the cancel: a cancelled fetch may have put its data back meanwhile. Per query, the
  // fields this change alters and their values before it (or the whole data, for a removal).
  const undo = new Map<string, { queryKey: QueryKey; data: unknown; fields: Record<string, unknown>; removed: boolean }>();
  for (const { queryKey, item } of findAllCached<T>(client, ref)) {
    const hash = JSON.stringify(queryKey);
    const entry = undo.get(hash) ?? { queryKey, data: client.getQueryData(queryKey), fields: {}, removed: false };
    const next = update(item);
    if (next === null) entry.removed = true;
    else if (next) for (const [key, value] of Object.entries(item)) if ((next as Record<string, unknown>)[key] !== value && !(key in entry.fields)) entry.fields[key] = value;
    undo.set(hash, entry);
  }
  patchCopies(client, ref, update);
  const isLatest = () => sequence.last === number;
  return {
    isLatest,
    settle(answer) {
      if (!isLatest()) return;
      sequence.tainted = false;
      patchCopies(client, ref, answer);
    },
    rollback() {
      if (!isLatest()) {
        sequence.tainted = true;
        return;
      }
      if (sequence.tainted) {
        // What this change replaced was itself a failed guess: ask the server instead.
        sequence.tainted = false;
        for (const { queryKey } of undo.values()) void client.invalidateQueries({ queryKey, exact: true });
        return;
      }
      for (const { queryKey, data, fields, removed } of undo.values()) {
        // A removal puts the query's data back; otherwise only the fields this change altered go
        // back, in every copy, and what other changes did since stays.
        if (removed) client.setQueryData(queryKey, data);
        else if (Object.keys(fields).length) patchQuery(client, queryKey, ref, (now) => ({ ...now, ...fields }));
      }
    },
  };
}

function findIn(client: QueryClient, queryKey: QueryKey, ref: Identity): object[] {
  const data = client.getQueryData(queryKey);
  const found: object[] = [];
  for (const location of locations) {
    if (location.kind !== ref.kind || !startsWith(queryKey, location.queryKey)) continue;
    for (const item of location.find(data, queryKey)) if (idOf(location, item) === ref.id) found.push(item);
  }
  return found;
}

function patchQuery<T extends object>(client: QueryClient, queryKey: QueryKey, ref: Identity, update: Update<T>): void {
  const targets = new Set<object>(findIn(client, queryKey, ref));
  if (!targets.size) return;
  const data = client.getQueryData(queryKey);
  const next = replaceIn(data, targets, update as unknown as Update<object>);
  if (next !== data && next !== null) client.setQueryData(queryKey, next);
}

function startsWith(queryKey: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(queryKey[i]));
}

/**
 * A finder from paths into a query's data: `"pages.*.data.*"` yields each object of each page's
 * `data`, `""` the data itself, `"data.show"` a nested object. Only objects are yielded.
 */
export function at(...paths: string[]): (data: unknown) => Iterable<object> {
  const split = paths.map((path) => (path === "" ? [] : path.split(".")));
  return function* (data) {
    for (const steps of split) yield* walk(data, steps);
  };
}

function* walk(value: unknown, steps: string[]): Generator<object> {
  if (!value || typeof value !== "object") return;
  if (!steps.length) {
    yield value;
    return;
  }
  const [step, ...rest] = steps;
  if (step === "*") {
    for (const child of Array.isArray(value) ? value : Object.values(value)) yield* walk(child, rest);
  } else {
    yield* walk((value as Record<string, unknown>)[step!], rest);
  }
}

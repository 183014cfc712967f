import Sqids from "sqids";
import { INT4_MAX } from "@dizilog/shared/api";

/** The kinds of item that carry a public id (decision 0033: one id space per kind). */
export type HashidKind = "show" | "post";

/**
 * One sqids encoder per kind. A shuffled alphabet keeps public ids non-sequential; an alphabet must
 * never change once URLs exist. Shows keep the first alphabet (their URLs are public). Posts have
 * their own alphabet and a minimum length (10) longer than any show's hashid (at most 7 characters
 * for an int4 id), so the two sets of strings are disjoint: a show's hashid never opens a post, and
 * a post's id never names a show.
 */
const CODERS: Record<HashidKind, Sqids> = {
  show: new Sqids({ alphabet: "k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDjXRoJhLfxdHMrcNvIZKbta", minLength: 6 }),
  post: new Sqids({ alphabet: "84Tr6d9HGluznJYMBEa0AsfpqyQkoOLFW3jZRXUg5xI7cS2hPCmDVwvKetiN1b", minLength: 10 }),
};

const encoded: Record<HashidKind, Map<number, string>> = { show: new Map(), post: new Map() };

/** The public id of a numeric id of that kind (memoized: lists encode the same shows again and again). */
export function encodeHashid(kind: HashidKind, id: number): string {
  const memo = encoded[kind];
  let hashid = memo.get(id);
  if (hashid === undefined) {
    if (memo.size > 100_000) memo.clear();
    hashid = CODERS[kind].encode([id]);
    memo.set(id, hashid);
  }
  return hashid;
}

/** The numeric id of a hashid of that kind, or undefined when it is not one of ours (another kind's included). */
export function decodeHashid(kind: HashidKind, hashid: string): number | undefined {
  let id: number | undefined;
  try {
    [id] = CODERS[kind].decode(hashid);
  } catch {
    return undefined; // sqids throws on some inputs (numbers past its range)
  }
  // A decoded number past the id column's range names no row: a forged hashid. Only the canonical
  // encoding of an id is accepted, so each id has exactly one public id per kind.
  if (id === undefined || !Number.isSafeInteger(id) || id < 1 || id > INT4_MAX || encodeHashid(kind, id) !== hashid) return undefined;
  return id;
}

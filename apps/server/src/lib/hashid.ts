import Sqids from "sqids";
import { INT4_MAX } from "@dizilog/shared/api";

// A shuffled alphabet keeps public ids non-sequential; it must never change once URLs exist.
const sqids = new Sqids({ alphabet: "k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDjXRoJhLfxdHMrcNvIZKbta", minLength: 6 });

const encoded = new Map<number, string>();

/** The public id of a numeric id (memoized: lists encode the same shows again and again). */
export function encodeHashid(id: number): string {
  let hashid = encoded.get(id);
  if (hashid === undefined) {
    if (encoded.size > 100_000) encoded.clear();
    hashid = sqids.encode([id]);
    encoded.set(id, hashid);
  }
  return hashid;
}

/** The numeric id of a hashid, or undefined when it is not one of ours. */
export function decodeHashid(hashid: string): number | undefined {
  let id: number | undefined;
  try {
    [id] = sqids.decode(hashid);
  } catch {
    return undefined; // sqids throws on some inputs (numbers past its range)
  }
  // A decoded number past the id column's range names no row: a forged hashid.
  if (id === undefined || !Number.isSafeInteger(id) || id < 1 || id > INT4_MAX || encodeHashid(id) !== hashid) return undefined;
  return id;
}

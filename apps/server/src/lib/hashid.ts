import Sqids from "sqids";

// A shuffled alphabet keeps public ids non-sequential; it must never change once URLs exist.
const sqids = new Sqids({ alphabet: "k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDjXRoJhLfxdHMrcNvIZKbta", minLength: 6 });

export function encodeHashid(id: number): string {
  return sqids.encode([id]);
}

/** The numeric id of a hashid, or undefined when it is not one of ours. */
export function decodeHashid(hashid: string): number | undefined {
  const [id] = sqids.decode(hashid);
  if (id === undefined || encodeHashid(id) !== hashid) return undefined;
  return id;
}

import { describe, expect, it } from "vitest";
import { LIKES_SUB_TABS, likesHash } from "./likes-sub-tab";

describe("likesHash", () => {
  it("keeps the tracker's #likes for shows and suffixes the other kinds", () => {
    expect(LIKES_SUB_TABS.map((sub) => likesHash(sub, "likes"))).toEqual(["likes", "likes-people", "likes-lists", "likes-couples"]);
  });

  it("uses the bare kind on a page of its own", () => {
    expect(LIKES_SUB_TABS.map((sub) => likesHash(sub))).toEqual(["shows", "people", "lists", "couples"]);
  });
});

import { describe, expect, it } from "vitest";
import { applyVote } from "./api";

const none = { upvoters: 3, downvoters: 1, voters: 4, upvoted: false, downvoted: false };

describe("applyVote", () => {
  it("gives, moves and takes back the viewer's vote, moving both counters", () => {
    const up = applyVote(none, "up");
    expect(up).toEqual({ upvoters: 4, downvoters: 1, voters: 5, upvoted: true, downvoted: false });
    const down = applyVote(up, "down");
    expect(down).toEqual({ upvoters: 3, downvoters: 2, voters: 5, upvoted: false, downvoted: true });
    expect(applyVote(down, null)).toEqual(none);
    expect(applyVote(up, "up")).toEqual(up);
  });
});

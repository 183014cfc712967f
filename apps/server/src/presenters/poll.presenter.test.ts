import { describe, expect, it } from "vitest";
import { percentages, presentPoll } from "./poll.presenter.js";

describe("percentages", () => {
  it("adds up to 100 by the largest remainders, and is all 0 without votes", () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([2, 1])).toEqual([67, 33]);
    expect(percentages([0, 0])).toEqual([0, 0]);
    expect(percentages([1, 0, 0, 0])).toEqual([100, 0, 0, 0]);
    expect(percentages([1, 1, 1, 1, 1, 1, 1]).reduce((a, b) => a + b)).toBe(100);
  });
});

describe("presentPoll", () => {
  const endsAt = new Date("2026-01-10T00:00:00Z");
  const row = {
    id: 7,
    postId: 3,
    endsAt,
    hidden: true,
    totalVotes: 3,
    options: [
      { id: 1, choice: "A", votesCount: 2 },
      { id: 2, choice: "B", votesCount: 1 },
    ],
    userVotes: [],
  };
  const post = { content: "Hangisi?", userId: 42 };
  const before = new Date("2026-01-09T00:00:00Z");
  const after = new Date("2026-01-10T00:00:00Z");

  it("withholds a hidden poll's percentages from visitors and other users until it closes", () => {
    expect(presentPoll(row, post, undefined, before).results.map((r) => r.percentage)).toEqual([null, null]);
    expect(presentPoll(row, post, 5, before).results.map((r) => r.percentage)).toEqual([null, null]);
    expect(presentPoll(row, post, 42, before).results.map((r) => r.percentage)).toEqual([67, 33]);
    const closed = presentPoll(row, post, undefined, after);
    expect(closed.closed).toBe(true);
    expect(closed.results.map((r) => r.percentage)).toEqual([67, 33]);
  });

  it("shows other polls' results to visitors", () => {
    const open = presentPoll({ ...row, hidden: false }, post, undefined, before);
    expect(open).toMatchObject({ question: "Hangisi?", has_voted: false, user_votes: [], closed: false, total_votes: 3, ends_at: endsAt.toISOString() });
    expect(open.results).toEqual([
      { id: 1, choice: "A", percentage: 67 },
      { id: 2, choice: "B", percentage: 33 },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { percentages, presentPollView } from "./poll.presenter.js";

describe("percentages", () => {
  it("adds up to 100 by the largest remainders, and is all 0 without votes", () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([2, 1])).toEqual([67, 33]);
    expect(percentages([0, 0])).toEqual([0, 0]);
    expect(percentages([1, 0, 0, 0])).toEqual([100, 0, 0, 0]);
    expect(percentages([1, 1, 1, 1, 1, 1, 1]).reduce((a, b) => a + b)).toBe(100);
  });
});

describe("presentPollView", () => {
  const endsAt = new Date("2026-01-10T00:00:00Z");
  const poll = { id: 7, endsAt, hidden: true, totalVotes: 3 };
  const options = [
    { id: 1, choice: "A", votesCount: 2 },
    { id: 2, choice: "B", votesCount: 1 },
  ];
  const post = { content: "Hangisi?", userId: 42 };
  const before = new Date("2026-01-09T00:00:00Z");
  const after = new Date("2026-01-10T00:00:00Z");
  const shares = (hidden: boolean, viewerId: number | undefined, now: Date) =>
    presentPollView({ poll: { ...poll, hidden }, options, userVotes: [], post, viewerId, now }).results.map((r) => r.percentage);

  it("withholds a hidden poll's percentages from visitors and other users until it closes, never from its author", () => {
    expect(shares(true, undefined, before)).toEqual([null, null]);
    expect(shares(true, 5, before)).toEqual([null, null]);
    expect(shares(true, 42, before)).toEqual([67, 33]);
    expect(shares(true, undefined, after)).toEqual([67, 33]);
    expect(shares(true, 5, after)).toEqual([67, 33]);
  });

  it("shows other polls' results to everyone, visitors included", () => {
    const open = presentPollView({ poll: { ...poll, hidden: false }, options, userVotes: [], post, viewerId: undefined, now: before });
    expect(open).toEqual({
      id: 7,
      question: "Hangisi?",
      results: [
        { id: 1, choice: "A", percentage: 67 },
        { id: 2, choice: "B", percentage: 33 },
      ],
      total_votes: 3,
      user_votes: [],
      has_voted: false,
      hidden: false,
      closed: false,
      ends_at: endsAt.toISOString(),
    });
    const voted = presentPollView({ poll, options, userVotes: [2], post, viewerId: 5, now: after });
    expect(voted).toMatchObject({ has_voted: true, user_votes: [2], closed: true });
  });
});

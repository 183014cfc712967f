import { describe, expect, it } from "vitest";
import { patchDeep } from "../../lib/query-shadow";
import { isRevealed, isShieldApplicable, setRevealed } from "./spoiler-reveals";

const episode = (extra: object = {}) => ({ id: 11, season_id: 3, code: "S01E02", has_aired: true, has_seen: false, spoiler_shield: true, ...extra });

describe("spoiler shield", () => {
  it("stands while the episode is unseen and the server shields it", () => {
    expect(isShieldApplicable(episode())).toBe(true);
    expect(isShieldApplicable(episode({ spoiler_shield: false }))).toBe(false);
    expect(isShieldApplicable(episode({ has_seen: true }))).toBe(false);
  });

  it("lifts as soon as a cached copy is marked seen (the optimistic seen patch)", () => {
    const cached = { data: [episode(), episode({ id: 12 })] };
    const next = patchDeep(cached, (item) => (item.id === 11 && "has_seen" in item ? { ...item, has_seen: true } : undefined)) as typeof cached;
    expect(next.data.map(isShieldApplicable)).toEqual([false, true]);
  });

  it("remembers reveals per episode and takes them back", () => {
    expect(isRevealed(21)).toBe(false);
    setRevealed(21, true);
    expect(isRevealed(21)).toBe(true);
    expect(isRevealed(22)).toBe(false);
    setRevealed(21, false);
    expect(isRevealed(21)).toBe(false);
  });
});

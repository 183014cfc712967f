import { describe, expect, it } from "vitest";
import type { Episode } from "@dizilog/shared/api";
import { showIdsOf, trackedFirst } from "./tracked-first";

const episode = (id: number, showId: number) => ({ id, show: { id: showId } }) as Episode;

describe("airing today order", () => {
  it("puts the tracked shows first and keeps the air-time order within each group", () => {
    const today = [episode(1, 10), episode(2, 20), episode(3, 30), episode(4, 20)];
    const tracked = showIdsOf([episode(99, 20), episode(98, 30)]);
    expect(trackedFirst(today, tracked).map((e) => e.id)).toEqual([2, 3, 4, 1]);
  });

  it("keeps the order when the user tracks none of them", () => {
    const today = [episode(1, 10), episode(2, 20)];
    expect(trackedFirst(today, showIdsOf(undefined)).map((e) => e.id)).toEqual([1, 2]);
  });
});

import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { patchDeep, patchQueries } from "../../lib/query-shadow";
import { leaveTrackerPatch, trackingPatch } from "./track-api";

const show = (id: number, extra: object = {}) => ({ id, hashid: `h${id}`, seasons_count: 1, ...extra });

describe("patchDeep", () => {
  it("changes every copy of an item and keeps untouched branches", () => {
    const other = { id: 2, list: [show(3)] };
    const data = { pages: [{ data: [show(1), show(4)] }], other };
    const next = patchDeep(data, trackingPatch(1, true)) as typeof data;
    expect(next.pages[0]?.data[0]).toMatchObject({ id: 1, is_tracking: true });
    expect(next.pages[0]?.data[1]).toBe(data.pages[0]?.data[1]);
    expect(next.other).toBe(other);
    expect(patchDeep(next, trackingPatch(1, true))).toBe(next);
  });

  it("takes items out of lists only", () => {
    const item = { show: { id: 7 }, tracked_at: "2025-01-01" };
    const data = { pages: [{ data: [item, { show: { id: 8 }, tracked_at: "x" }] }] };
    const next = patchDeep(data, leaveTrackerPatch(7)) as typeof data;
    expect(next.pages[0]?.data.map((i) => i.show.id)).toEqual([8]);
    expect(patchDeep(item, leaveTrackerPatch(7))).toBe(item);
  });
});

describe("patchQueries", () => {
  it("patches the show in every cached query under the roots, and nothing else", async () => {
    const client = new QueryClient();
    client.setQueryData(["shows", "detail", "a", "en"], show(1, { is_tracking: false }));
    client.setQueryData(["shows", "explore", {}, "en"], { data: [show(1), show(2)] });
    client.setQueryData(["other"], show(1));
    await patchQueries(client, [["shows"]], trackingPatch(1, true));
    expect(client.getQueryData(["shows", "detail", "a", "en"])).toMatchObject({ is_tracking: true });
    expect(client.getQueryData<{ data: object[] }>(["shows", "explore", {}, "en"])?.data).toEqual([show(1, { is_tracking: true }), show(2)]);
    expect(client.getQueryData(["other"])).toEqual(show(1));
  });
});

import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { type ItemPatch, applyPatch, findCached, patchDeep, restoreSnapshot, snapshotQueries } from "./query-shadow";

const liked = (id: number): ItemPatch => (item) => (item.id === id && item.liked !== true ? { ...item, liked: true } : undefined);
const drop = (id: number): ItemPatch => (item) => (item.id === id ? null : undefined);

describe("query shadows", () => {
  it("patches nested copies, drops items from lists only, keeps untouched branches", () => {
    const untouched = { id: 2 };
    const data = { rows: [{ id: 1 }, untouched], detail: { id: 1 } };
    const next = patchDeep(data, liked(1)) as typeof data;
    expect(next.rows[0]).toEqual({ id: 1, liked: true });
    expect(next.detail).toEqual({ id: 1, liked: true });
    expect(next.rows[1]).toBe(untouched);
    const dropped = patchDeep(data, drop(1)) as typeof data;
    expect(dropped.rows).toEqual([untouched]);
    expect(dropped.detail).toBe(data.detail);
  });

  it("applies a patch under roots only, finds a cached copy, and rolls back from a snapshot", () => {
    const client = new QueryClient();
    client.setQueryData(["a", 1], { data: [{ id: 1 }] });
    client.setQueryData(["b"], { id: 1 });
    const snapshot = snapshotQueries(client, ["a"]);
    applyPatch(client, [["a"]], liked(1));
    expect(client.getQueryData(["a", 1])).toEqual({ data: [{ id: 1, liked: true }] });
    expect(client.getQueryData(["b"])).toEqual({ id: 1 });
    expect(findCached(client, [["a"]], (item) => item.id === 1)).toEqual({ id: 1, liked: true });
    restoreSnapshot(client, snapshot);
    expect(client.getQueryData(["a", 1])).toEqual({ data: [{ id: 1 }] });
  });
});

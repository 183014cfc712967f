import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { updateCached } from "../../lib/optimistic";
import { listRef } from "./cache";

const list = (id: number, extra: object = {}) => ({ id, name: `L${id}`, shows_count: 2, abilities: {}, ...extra });

describe("a list by its identity", () => {
  it("changes every copy of the list — the browse and user pages, its page — and no show of the same id", () => {
    const client = new QueryClient();
    client.setQueryData(["lists", "browse", "new", 1, null], { data: [list(1), list(2)], meta: {} });
    client.setQueryData(["lists", "user", "ayse", "new", 1, null], { data: [list(1)], meta: {} });
    client.setQueryData(["lists", "detail", 1, "en", null], { ...list(1), shows: { data: [{ id: 1, shows_count: 9, abilities: {} }] } });
    updateCached<{ shows_count: number }>(client, listRef(1), (item) => ({ ...item, shows_count: item.shows_count + 1 }));
    expect(client.getQueryData<{ data: object[] }>(["lists", "browse", "new", 1, null])?.data).toEqual([list(1, { shows_count: 3 }), list(2)]);
    expect(client.getQueryData<{ data: object[] }>(["lists", "user", "ayse", "new", 1, null])?.data).toEqual([list(1, { shows_count: 3 })]);
    // The list's page: the list changes, a show in it with the same id (and a list's shape) does not.
    expect(client.getQueryData(["lists", "detail", 1, "en", null])).toMatchObject({ shows_count: 3, shows: { data: [{ id: 1, shows_count: 9 }] } });
    updateCached(client, listRef(1), () => null);
    expect(client.getQueryData<{ data: object[] }>(["lists", "browse", "new", 1, null])?.data).toEqual([list(2)]);
    expect(client.getQueryData(["lists", "detail", 1, "en", null])).toMatchObject({ id: 1 });
  });
});

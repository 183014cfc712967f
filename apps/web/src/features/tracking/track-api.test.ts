import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { likesKeys } from "../engagement";
import { trackOptions, trackingKeys } from "./track-api";

const show = (id: number, extra: object = {}) => ({ id, hashid: `h${id}`, seasons_count: 1, is_tracking: false, ...extra });
const row = (showId: number) => ({ show: { id: showId, hashid: `h${showId}` }, tracked_at: "2025-01-01", progress: { seen: 0, aired: 1, percent: 0 } });
const pages = <T>(...items: T[]) => ({ pages: [{ data: items, meta: { cursor: { next: null } } }], pageParams: [undefined] });

function cache() {
  const client = new QueryClient();
  client.setQueryData(["shows", "detail", "a", "en"], show(1));
  client.setQueryData(["shows", "explore", {}, "en"], { data: [show(1), show(2)] });
  client.setQueryData(likesKeys.list({ kind: "me" }, "show", "en"), pages(show(1)));
  client.setQueryData(trackingKeys.watchlist("en"), pages(row(1), row(2)));
  client.setQueryData(["other"], show(1));
  return client;
}

/** Runs the track mutation's optimistic step (its answer never comes) and answers the change. */
async function track(client: QueryClient, tracking: boolean, id: number) {
  const options = trackOptions(client, tracking, () => undefined);
  return (await options.onMutate!(id, { client, meta: undefined }))!;
}

describe("tracking a show by its identity", () => {
  it("changes the show in every query that holds it — details, lists, likes — and nothing else", async () => {
    const client = cache();
    await track(client, true, 1);
    expect(client.getQueryData(["shows", "detail", "a", "en"])).toMatchObject({ is_tracking: true });
    expect(client.getQueryData<{ data: object[] }>(["shows", "explore", {}, "en"])?.data).toEqual([show(1, { is_tracking: true }), show(2)]);
    expect(client.getQueryData<ReturnType<typeof pages>>(likesKeys.list({ kind: "me" }, "show", "en"))?.pages[0]?.data[0]).toMatchObject({ is_tracking: true });
    // A show reference (a tracker row's) has no tracking state to change; an unregistered query is left alone.
    expect(client.getQueryData<ReturnType<typeof pages<ReturnType<typeof row>>>>(trackingKeys.watchlist("en"))?.pages[0]?.data[0]).toEqual(row(1));
    expect(client.getQueryData(["other"])).toEqual(show(1));
  });

  it("an untrack takes the show's row out of the tracker lists, and a failure puts everything back", async () => {
    const client = cache();
    const changes = await track(client, false, 1);
    expect(client.getQueryData<ReturnType<typeof pages<ReturnType<typeof row>>>>(trackingKeys.watchlist("en"))?.pages[0]?.data.map((r) => r.show.id)).toEqual([2]);
    await track(client, true, 2);
    for (const change of changes) change.rollback();
    expect(client.getQueryData<ReturnType<typeof pages<ReturnType<typeof row>>>>(trackingKeys.watchlist("en"))?.pages[0]?.data.map((r) => r.show.id)).toEqual([1, 2]);
    expect(client.getQueryData(["shows", "detail", "a", "en"])).toMatchObject({ is_tracking: false });
  });
});

import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { type Cached, applyOptimistic, at, findAllCached, getCached, registerLocation, updateCached } from "./optimistic";

interface Thing extends Cached {
  id: number;
  liked: boolean;
  count: number;
  owner?: Thing;
}

const unregister: (() => void)[] = [];
afterEach(() => unregister.splice(0).forEach((off) => off()));

/** Things live in feeds (pages of `data`) and in details; a thing's owner is a "user", never a thing. */
function setup() {
  unregister.push(
    registerLocation({ kind: "thing", queryKey: ["feed"], find: at("pages.*.data.*") }),
    registerLocation({ kind: "thing", queryKey: ["detail"], find: at("") }),
    registerLocation({ kind: "user", queryKey: ["feed"], find: at("pages.*.data.*.owner") }),
  );
  const client = new QueryClient();
  const owner = { id: 1, liked: false, count: 0 };
  const one: Thing = { id: 1, liked: false, count: 3, owner };
  const two: Thing = { id: 2, liked: false, count: 5, owner };
  client.setQueryData(["feed", "a"], { pages: [{ data: [one, two] }] });
  client.setQueryData(["feed", "b"], { pages: [{ data: [two] }, { data: [one] }] });
  client.setQueryData(["detail", 1], one);
  client.setQueryData(["other"], { data: [one] });
  return { client, two };
}

const like = (liked: boolean) => (thing: Thing) => ({ ...thing, liked, count: thing.count + (liked ? 1 : -1) });
const thingRef = { kind: "thing", id: 1 };
const copies = (client: QueryClient) => [...findAllCached<Thing>(client, thingRef)].map(({ item }) => ({ liked: item.liked, count: item.count }));

describe("applyOptimistic", () => {
  it("patches every copy of the identity where it is registered, and nothing else", async () => {
    const { client, two } = setup();
    await applyOptimistic(client, thingRef, like(true));
    expect(copies(client)).toEqual([
      { liked: true, count: 4 },
      { liked: true, count: 4 },
      { liked: true, count: 4 },
    ]);
    // Another kind with the same id (the owner), another id and an unregistered query stay as they were.
    const feed = client.getQueryData<{ pages: { data: Thing[] }[] }>(["feed", "a"])!;
    expect(feed.pages[0]!.data[0]!.owner).toEqual({ id: 1, liked: false, count: 0 });
    expect(feed.pages[0]!.data[1]).toBe(two);
    expect(client.getQueryData<{ data: Thing[] }>(["other"])!.data[0]!.liked).toBe(false);
  });

  it("rolls back every copy on failure", async () => {
    const { client } = setup();
    const change = await applyOptimistic(client, thingRef, like(true));
    change.rollback();
    expect(copies(client)).toEqual(Array(3).fill({ liked: false, count: 3 }));
  });

  it("lets the last change win: an earlier change's late answer or rollback does not overwrite it", async () => {
    const { client } = setup();
    const first = await applyOptimistic(client, thingRef, like(true));
    const second = await applyOptimistic(client, thingRef, like(false));
    first.settle((thing) => ({ ...thing, liked: true, count: 4 }));
    expect(copies(client)[0]).toEqual({ liked: false, count: 3 });
    first.rollback();
    expect(copies(client)[0]).toEqual({ liked: false, count: 3 });
    second.settle((thing) => ({ ...thing, liked: false, count: 7 }));
    expect(copies(client)).toEqual(Array(3).fill({ liked: false, count: 7 }));
    expect(first.isLatest()).toBe(false);
    expect(second.isLatest()).toBe(true);
  });

  it("a rollback keeps what other changes did since and puts back a removed object", async () => {
    const { client } = setup();
    const change = await applyOptimistic(client, thingRef, like(true));
    updateCached<Thing>(client, { kind: "user", id: 1 }, (user) => ({ ...user, count: 9 }));
    change.rollback();
    expect(getCached<Thing>(client, thingRef)).toMatchObject({ liked: false, count: 3, owner: { count: 9 } });
    const removal = await applyOptimistic<Thing>(client, thingRef, () => null);
    expect(client.getQueryData<{ pages: { data: Thing[] }[] }>(["feed", "b"])!.pages[1]!.data).toEqual([]);
    expect(client.getQueryData(["detail", 1])).toMatchObject({ id: 1 });
    removal.rollback();
    expect(copies(client)).toHaveLength(3);
  });

  it("cancels the fetches of the queries holding a copy", async () => {
    const { client } = setup();
    let aborted = false;
    void client.fetchQuery({
      queryKey: ["detail", 1],
      queryFn: ({ signal }) => new Promise<Thing>((_resolve, reject) => signal.addEventListener("abort", () => ((aborted = true), reject(new Error("aborted"))))),
    }).catch(() => undefined);
    await applyOptimistic(client, thingRef, like(true));
    expect(aborted).toBe(true);
    expect(client.getQueryData<Thing>(["detail", 1])!.liked).toBe(true);
  });
});

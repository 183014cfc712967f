import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Post, PostsPage } from "@dizilog/shared/api";
import { patchPost, patchPosts, removePost, wallKeys } from "./cache";

const user = (id: number) => ({ id, name: `U${id}`, username: `user${id}`, slug: `user${id}`, avatar: "", url: `/user/user${id}`, premium: false, lifetime: false, is_verified: false, role: "user" as const });

function post(id: number, over: Partial<Post> = {}): Post {
  const zero = { count: 0, percentage: 0 };
  return {
    id,
    hashid: `h${id}`,
    type: "post",
    content: `post ${id}`,
    visibility: "public",
    followers_only: false,
    spoilers: false,
    created: "2026-11-27T06:00:00Z",
    edited: null,
    url: `/user/user1/wall/h${id}`,
    user: user(1),
    target: null,
    group: null,
    images: { data: [] },
    gif: null,
    embed: null,
    show: null,
    subject: null,
    properties: null,
    episode: null,
    mentions: [],
    hashtags: [],
    like_count: 0,
    has_liked: false,
    comment_count: 0,
    comments_count: 0,
    suggestions_count: 0,
    reactions: { total: 0, reactions: { amazing: zero, funny: zero, sad: zero, wow: zero, meh: zero, wtf: zero }, user_reaction: null },
    pinned: false,
    poll: null,
    abilities: { edit: false, delete: false, pin: false, report: true, hide: true, block: true, comment: true, like: true, react: true, vote: false, suggest: false },
    ...over,
  };
}

const page = (...posts: Post[]): InfiniteData<PostsPage> => ({ pages: [{ data: posts, meta: { cursor: { next: null } } }], pageParams: [undefined] });
const idsOf = (data: InfiniteData<PostsPage> | undefined) => data?.pages.flatMap((p) => p.data.map((x) => x.id));

describe("the wall's cache helpers", () => {
  it("patchPost changes the post in every feed, the thoughts and the single post, and nothing else", async () => {
    const client = new QueryClient();
    const global = wallKeys.feed({ stream: "global" }, 1);
    const wall = wallKeys.feed({ stream: "user", userId: 1 }, 1);
    const single = wallKeys.post("user1", "h7", 1);
    client.setQueryData(global, page(post(7), post(8)));
    client.setQueryData(wall, page(post(7)));
    client.setQueryData(single, post(7));
    // Outside the wall: a comment with the same id keeps its state.
    client.setQueryData(["comments", "thread"], { data: [{ id: 7, parent_id: null, item_id: 1, has_liked: false }] });

    await patchPost(client, 7, (p) => ({ ...p, has_liked: true, like_count: 1 }));

    expect(client.getQueryData<InfiniteData<PostsPage>>(global)?.pages[0]?.data[0]).toMatchObject({ id: 7, has_liked: true, like_count: 1 });
    expect(client.getQueryData<InfiniteData<PostsPage>>(global)?.pages[0]?.data[1]).toMatchObject({ id: 8, has_liked: false });
    expect(client.getQueryData<InfiniteData<PostsPage>>(wall)?.pages[0]?.data[0]).toMatchObject({ has_liked: true });
    expect(client.getQueryData<Post>(single)).toMatchObject({ has_liked: true, like_count: 1 });
    expect(client.getQueryData<{ data: { has_liked: boolean }[] }>(["comments", "thread"])?.data[0]?.has_liked).toBe(false);
  });

  it("a post's nested show or user with the same id is not taken for the post", async () => {
    const client = new QueryClient();
    const key = wallKeys.feed({ stream: "global" }, null);
    client.setQueryData(key, page(post(1, { user: user(5) }), post(5)));
    await patchPost(client, 5, (p) => ({ ...p, pinned: true }));
    const posts = client.getQueryData<InfiniteData<PostsPage>>(key)!.pages[0]!.data;
    expect(posts.map((p) => p.pinned)).toEqual([false, true]);
    expect(posts[0]!.user).toEqual(user(5));
  });

  it("removePost takes the post out of every list; patchPosts unpins the others of a wall", async () => {
    const client = new QueryClient();
    const a = wallKeys.feed({ stream: "global" }, 1);
    const b = wallKeys.feed({ stream: "hashtag", hashtag: "çay" }, 1);
    client.setQueryData(a, page(post(1), post(2, { pinned: true }), post(3)));
    client.setQueryData(b, page(post(2, { pinned: true })));
    await removePost(client, 1);
    expect(idsOf(client.getQueryData(a))).toEqual([2, 3]);
    await patchPosts(client, (p) => p.pinned && p.id !== 3, (p) => ({ ...p, pinned: false }));
    expect(client.getQueryData<InfiniteData<PostsPage>>(b)?.pages[0]?.data[0]?.pinned).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import type { Notification, NotificationsPage } from "@dizilog/shared/api";
import { withArrived } from "./api";

const note = (id: number, type: string, subjectId: number, read = false): Notification => ({
  id,
  type,
  read_at: read ? "2026-11-27T10:00:00.000Z" : null,
  created: "2026-11-27T09:00:00.000Z",
  actor: null,
  subject: { type: "post", id: subjectId, url: `/p/${subjectId}`, title: "" },
  text: `${type} ${id}`,
  url: `/p/${subjectId}`,
});

const pages = (...lists: Notification[][]) => ({
  pageParams: lists.map((_, i) => (i === 0 ? undefined : String(i))),
  pages: lists.map((data): NotificationsPage => ({ data, meta: { cursor: { next: null } } }) as unknown as NotificationsPage),
});

const ids = (data: ReturnType<typeof withArrived>) => data!.pages.map((page) => page.data.map((n) => n.id));

describe("withArrived", () => {
  it("puts a new notification first and keeps the others", () => {
    expect(ids(withArrived(pages([note(2, "user_comment", 1)], [note(1, "user_comment", 1)]), note(3, "user_comment", 1)))).toEqual([[3, 2], [1]]);
  });

  it("drops the unread copy of a grouped notification (same kind and item) wherever it is, not a read one nor another item's", () => {
    const before = pages([note(5, "post_like", 9), note(4, "post_like", 8)], [note(3, "post_like", 7), note(2, "post_like", 7, true), note(1, "user_comment", 7)]);
    expect(ids(withArrived(before, note(6, "post_like", 7)))).toEqual([
      [6, 5, 4],
      [2, 1],
    ]);
  });

  it("ignores a notification already there (the stream and a refetch crossing)", () => {
    const before = pages([note(2, "post_like", 7)]);
    expect(withArrived(before, note(2, "post_like", 7))).toBe(before);
  });
});

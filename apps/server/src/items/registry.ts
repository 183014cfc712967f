import type { Executor } from "../db/database.js";
import { type ReportedItemRow, reportedItemKey } from "../repositories/reported-item.repository.js";
import { comment } from "./comment.item.js";
import { couple } from "./couple.item.js";
import { episode } from "./episode.item.js";
import type { CommentsCapability, ItemKind } from "./item-kind.js";
import { list } from "./list.item.js";
import { news } from "./news.item.js";
import { person } from "./person.item.js";
import { post } from "./post.item.js";
import { review } from "./review.item.js";
import { show } from "./show.item.js";
import { suggestion } from "./suggestion.item.js";
import { user } from "./user.item.js";

/**
 * Every kind of item, registered once (decision 0031). A new kind is one `<kind>.item.ts` file
 * (its repository functions where its SQL lives) and one line here; the API's enums of types
 * (`packages/shared`) say which kinds each route accepts.
 */
const ITEM_KINDS: readonly ItemKind[] = [show, episode, review, list, post, comment, user, suggestion, person, couple, news];

const BY_TYPE = new Map<string, ItemKind>(ITEM_KINDS.flatMap((kind) => [[kind.type, kind] as const, ...(kind.hiddenAs ? [[kind.hiddenAs, kind] as const] : [])]));

/** The kind of `type` (or of the name it is hidden under), if there is one. */
export function itemKind(type: string): ItemKind | undefined {
  return BY_TYPE.get(type);
}

/** The comments of a kind, if it has comments. */
export function commentsOf(type: string): CommentsCapability | undefined {
  return itemKind(type)?.comments;
}

/** The tables whose `comments_count` counts top-level comments, by kind (account deletion moves them all). */
export function commentCounters(): { type: string; table: string }[] {
  return ITEM_KINDS.flatMap((kind) => (kind.comments ? [{ type: kind.type, table: kind.comments.table }] : []));
}

/**
 * The reported items of a page of reports, in context, keyed `type:id`: one statement per kind
 * present (a comment's item pages one more per kind of commented item), never one per report.
 * Items that no longer exist are absent.
 */
export async function loadReportedItems(db: Executor, refs: readonly { itemType: string; itemId: number }[]): Promise<Map<string, ReportedItemRow>> {
  const byType = new Map<string, Set<number>>();
  for (const ref of refs) byType.set(ref.itemType, (byType.get(ref.itemType) ?? new Set()).add(ref.itemId));
  const found = new Map<string, ReportedItemRow>();
  for (const [type, ids] of byType) {
    const moderation = itemKind(type)?.moderation;
    if (!moderation) continue;
    for (const item of await moderation.load(db, [...ids])) found.set(reportedItemKey(item.type, item.id), item);
  }
  return found;
}

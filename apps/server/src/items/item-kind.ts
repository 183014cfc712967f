import type { CommentItemType } from "@dizilog/shared/api";
import type { Ctx } from "../context.js";
import type { Executor } from "../db/database.js";
import { AppError } from "../errors.js";
import type { Actor } from "../policies/index.js";
import type { CommentableBase, ItemPageRow } from "../repositories/commentable.repository.js";
import type { ReportedItemRow } from "../repositories/reported-item.repository.js";

/**
 * One kind of item people act on — a show, an episode, a review, a list, a post, a comment, a
 * user, a suggestion, a person, a couple — described once (decision 0031): how it is loaded, who
 * may see it (its policy's `view` rule), its counters, how moderation shows and removes it, its
 * page. Each capability is optional: a kind has comments, likes, reactions, reports and hides, or
 * not. Comments, likes, reactions, reports, hides, moderation, notifications and account deletion
 * read the kinds through `items/registry.ts`; nothing else switches on an item's type.
 */
export interface ItemKind {
  /** The `type` of the API and of the rows that hang on items (`likes.item_type`, `comments.item_type`, `reports.item_type`). */
  readonly type: string;
  /** Another name it is hidden under (`hidden_items.item_type`: a post is hidden as `wall`). */
  readonly hiddenAs?: string;
  /** Reports and hides: the item if the actor may see it (404 otherwise), with whom it belongs to. */
  readonly visible?: (ctx: Ctx, id: number) => Promise<ItemOwner>;
  readonly comments?: CommentsCapability;
  readonly likes?: LikesCapability;
  readonly reactions?: ReactionsCapability;
  readonly moderation?: ModerationCapability;
}

/** Whose item it is and which show it belongs to: what a report stores for the moderators. */
export interface ItemOwner {
  ownerId: number | null;
  showId: number | null;
}

/** An item that has comments, as they read it: the repository's row with the kind's view rule bound to it. */
export interface CommentableItemRow extends CommentableBase {
  type: CommentItemType;
  /** Users whose relationship to a viewer the view rule looks at (the owner, a post's wall user). */
  relatedUserIds: readonly number[];
  /** Whether the actor sees the item (and so its conversation): the kind's policy. */
  seenBy(actor: Actor): boolean;
}

export interface CommentsCapability {
  /** The table whose `comments_count` counts the item's top-level comments. */
  readonly table: string;
  /** The item, or undefined when there is none (one primary-key read). */
  find(db: Executor, id: number): Promise<CommentableItemRow | undefined>;
  /** The titles and pages of many (the moderation page's reported comments), one statement. */
  pages(db: Executor, ids: number[]): Promise<ItemPageRow[]>;
}

export interface LikesCapability {
  /** Whether the actor may like it (a row whose counter moves next is locked first): false answers 404. */
  visible(ctx: Ctx, id: number): Promise<boolean>;
  /** A like given while the item was seen may be taken back once it is not (a list turned private, a hidden post). */
  readonly takenBackUnseen: boolean;
  /** A like given tells the item's owner (`like.created` with this item type; notify.service groups them). */
  readonly tellsOwner?: "post" | "comment";
  count(db: Executor, id: number): Promise<number>;
  /** Moves the counters of one like given (1) or taken back (-1); `sameDay`: taken back on the day it was given. */
  move(ctx: Ctx, id: number, delta: 1 | -1, sameDay: boolean): Promise<void>;
}

export interface ReactionsCapability {
  /** Throws unless the actor may read the item's reactions, or with `now`, react to it (404, 403 or 422). */
  assert(ctx: Ctx, id: number, now?: Date): Promise<void>;
}

/** What `remove_item` did: whether the item was there, and what to do after the commit (its files). */
export interface Removal {
  found: boolean;
  after?: () => Promise<void>;
}

export interface ModerationCapability {
  /** The reported items of a page of reports, in context (one statement per kind). */
  load(db: Executor, ids: number[]): Promise<ReportedItemRow[]>;
  /** `remove_item` (decision 24), in the caller's transaction; a kind that cannot be removed answers 422. */
  remove(ctx: Ctx, id: number): Promise<Removal>;
}

/** True when the check passes, false when it answers 404 (the item is not there for the actor). */
export function seen(check: Promise<unknown>): Promise<boolean> {
  return check.then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return false;
      throw error;
    },
  );
}

import type { Comment, CommentPhoto, CommentsPage, RepliesPage, Reply } from "@dizilog/shared/api";
import { commentPath } from "../domain/item-paths.js";
import { commentAbilities, commentSubject } from "../policies/comment.policy.js";
import type { CommentRow, StoredCommentPhoto as StoredPhoto } from "../repositories/comment.repository.js";
import type { CommentsPageRows, CommentsView } from "../services/comment-thread.service.js";
import { withoutReportOnceReported } from "./report-ability.js";
import { presentUserSummary } from "./user.presenter.js";

/** The photo of a comment: what clients show (never the storage key nor the provider's id). */
function presentPhoto(photo: StoredPhoto | null): CommentPhoto | null {
  if (!photo) return null;
  return { url: photo.url, width: photo.width, height: photo.height, kind: photo.kind };
}

/** One comment or reply, field by field, with the viewer's `abilities` from the comment policy. */
export function presentReply(row: CommentRow, view: CommentsView): Reply {
  return {
    id: row.id,
    parent_id: row.parentId,
    type: row.itemType,
    item_id: row.itemId,
    content: row.content,
    spoiler: row.spoiler,
    created: row.createdAt.toISOString(),
    edited: row.editedAt?.toISOString() ?? null,
    url: commentPath(view.item.row.path, row.id),
    user: presentUserSummary(row.author),
    photo: presentPhoto(row.photo),
    mentions: row.mentions.map((m) => ({ username: m.username, slug: m.slug })),
    reply_count: row.replyCount,
    like_count: row.likeCount,
    has_liked: row.hasLiked,
    abilities: withoutReportOnceReported(commentAbilities(view.actor, commentSubject(row, view.item.subject)), row.reported),
  };
}

/** A top-level comment; `replies` embeds the first ones when the page was asked with `include=replies`. */
export function presentComment(row: CommentRow, view: CommentsView, replies?: CommentRow[]): Comment {
  const comment: Comment = presentReply(row, view);
  if (replies) comment.replies = { data: replies.map((reply) => presentReply(reply, view)) };
  return comment;
}

export function presentCommentsPage(page: CommentsPageRows): CommentsPage {
  return {
    data: page.rows.map((row) => presentComment(row, page, page.replies ? (page.replies.get(row.id) ?? []) : undefined)),
    meta: { cursor: { next: page.next }, comments_count: page.commentsCount, spoiler_shield: page.spoilerShield },
  };
}

export function presentRepliesPage(page: CommentsView & { rows: CommentRow[]; next: string | null }): RepliesPage {
  return { data: page.rows.map((row) => presentReply(row, page)), meta: { cursor: { next: page.next } } };
}

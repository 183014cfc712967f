import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Comment, Reply } from "@dizilog/shared/api";
import { LoadMoreButton } from "../../ui/load-more";
import { useMe } from "../auth";
import { useReplies } from "./api";
import { CommentComposer } from "./comment-composer";
import { CommentItem } from "./comment-item";

export interface CommentThreadProps {
  comment: Comment;
  /** The id named by `#comment_{id}`, if any. */
  target: number | undefined;
  /** The target is one of this comment's replies the page has not loaded: open and page until it shows. */
  holdsTarget?: boolean;
}

/** Pages of replies read, at most, while looking for the reply a link names. */
const MAX_REPLY_PAGES = 20;

/**
 * A top-level comment with its replies, toggled by a button (the first three come with the page;
 * opening the thread asks for all of them, oldest first), and the reply form for signed-in users.
 */
export function CommentThread({ comment, target, holdsTarget = false }: CommentThreadProps) {
  const { t } = useTranslation();
  const me = useMe().data;
  const embedded = comment.replies?.data ?? [];
  const [open, setOpen] = useState(() => target !== undefined && embedded.some((r) => r.id === target));
  const [replyingTo, setReplyingTo] = useState<Reply | null>(null);
  const replies = useReplies(comment.id, open && comment.reply_count > embedded.length);
  const listId = useId();
  const shown = replies.data ? replies.data.pages.flatMap((page) => page.data) : embedded;

  // A link to a reply beyond the first three: open the thread, then read its pages until the reply is there.
  useEffect(() => {
    if (holdsTarget) setOpen(true);
  }, [holdsTarget]);
  const targetShown = target !== undefined && shown.some((r) => r.id === target);
  useEffect(() => {
    if (!holdsTarget || targetShown || !replies.data) return;
    if (replies.hasNextPage && !replies.isFetchingNextPage && replies.data.pages.length < MAX_REPLY_PAGES) void replies.fetchNextPage();
  }, [holdsTarget, targetShown, replies]);

  // The Reply button toggles its form (spec): a second press closes it; another comment's moves it there.
  const handleReply = (answered: Reply) => {
    if (replyingTo?.id === answered.id) {
      setReplyingTo(null);
      return;
    }
    setReplyingTo(answered);
    setOpen(true);
  };
  const formId = useId();
  const replyProps = (item: Reply) => (me ? { onReply: handleReply, replying: replyingTo?.id === item.id, replyFormId: formId } : {});

  return (
    <CommentItem comment={comment} highlighted={target === comment.id} {...replyProps(comment)}>
      {comment.reply_count > 0 && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 rounded px-2 py-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500"
        >
          {open ? t("comments.replies.hide") : t("comments.replies.show", { count: comment.reply_count })}
        </button>
      )}
      <div id={listId} hidden={!open}>
        {open && shown.length > 0 && (
          <ol className="mt-1 space-y-1 border-s-2 border-zinc-200 ps-2 dark:border-zinc-800">
            {shown.map((reply) => (
              <li key={reply.id}>
                <CommentItem comment={reply} highlighted={target === reply.id} {...replyProps(reply)} />
              </li>
            ))}
          </ol>
        )}
        {open && replies.data && <LoadMoreButton query={replies} className="mt-2" />}
      </div>
      {replyingTo && (
        <div id={formId} className="mt-2">
          <CommentComposer
            key={replyingTo.id}
            target={{ kind: "reply", to: replyingTo }}
            autoFocus
            onCancel={() => setReplyingTo(null)}
            onPosted={() => {
              setReplyingTo(null);
              setOpen(true);
            }}
          />
        </div>
      )}
    </CommentItem>
  );
}

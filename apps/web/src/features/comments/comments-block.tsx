import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { CommentItemType } from "@dizilog/shared/api";
import { buttonClass } from "../../ui/button";
import { ErrorState, Loader } from "../../ui/states";
import { LoadMoreButton } from "../../ui/load-more";
import { useLocaleTag } from "../../lib/format";
import { useAuthModal, useMe } from "../auth";
import { useCommentThread } from "./api";
import { CommentComposer } from "./comment-composer";
import { CommentThread } from "./comment-thread";
import { CommentsSkeleton } from "./comments-skeleton";
import { useCommentAnchor } from "./use-comment-anchor";
import { AfterHydration } from "../../ui/after-hydration";
import { numberFormat } from "../../lib/intl";

export interface CommentsBlockProps {
  type: CommentItemType;
  id: number;
  /**
   * Whether the conversation stays folded behind the spoiler warning (an episode the viewer tracks
   * and has not seen). The page may know better than the server's `meta.spoiler_shield` (an
   * optimistic seen mark); without it the server's flag decides.
   */
  spoilerShield?: boolean;
  /**
   * Told the item's comment count once it is known and whenever it changes (a comment added or
   * deleted here), so that the page can keep its own copy of the count in step (a post's card).
   */
  onCountChange?: (count: number) => void;
}

/**
 * The comments block of a page (spec section 2, "Comments block"): title with the count, the
 * composer for signed-in users (the logged-out prompt otherwise, one text with no comments and
 * another with some), the newest comments first with infinite scroll, replies toggled by a button.
 */
export function CommentsBlock(props: CommentsBlockProps) {
  return (
    <AfterHydration fallback={<Loader />}>
      <CommentsBlockContent {...props} />
    </AfterHydration>
  );
}

function CommentsBlockContent({ type, id, spoilerShield, onCountChange }: CommentsBlockProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const me = useMe();
  const thread = useCommentThread(type, id);
  const headingId = useId();
  const { target, threadOf } = useCommentAnchor(thread);
  const [revealed, setRevealed] = useState(false);
  const firstPage = thread.data?.pages[0];
  const count = firstPage?.meta.comments_count ?? 0;
  const shielded = (spoilerShield ?? firstPage?.meta.spoiler_shield ?? false) && !revealed && target === undefined;
  const comments = thread.data?.pages.flatMap((page) => page.data) ?? [];
  // The latest callback, without making it a reason to tell the count again.
  const countListener = useRef(onCountChange);
  useEffect(() => {
    countListener.current = onCountChange;
  });
  const loaded = firstPage !== undefined;
  useEffect(() => {
    if (loaded) countListener.current?.(count);
  }, [loaded, count]);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        {t("comments.title")}
        {firstPage && <span className="ms-2 text-base font-semibold text-zinc-600 dark:text-zinc-400">{numberFormat(tag).format(count)}</span>}
        {firstPage && <span className="sr-only"> ({t("comments.count", { count, value: numberFormat(tag).format(count) })})</span>}
      </h2>
      {shielded ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
          <p className="font-semibold">{t("comments.shield.title")}</p>
          <p className="mt-1 text-sm">{t("comments.shield.text")}</p>
          <button type="button" onClick={() => setRevealed(true)} className={`${buttonClass("secondary")} mt-3`}>
            {t("comments.shield.reveal")}
          </button>
        </div>
      ) : (
        <>
          {me.data ? (
            <CommentComposer target={{ kind: "item", type, id }} />
          ) : (
            !me.isPending && thread.data && <LoggedOutPrompt hasComments={count > 0} />
          )}
          {thread.isPending ? (
            <CommentsSkeleton />
          ) : thread.isError ? (
            <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />
          ) : comments.length === 0 ? (
            me.data && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("comments.empty")}</p>
          ) : (
            <ol className="space-y-2">
              {comments.map((comment) => (
                <li key={comment.id}>
                  <CommentThread comment={comment} target={target} holdsTarget={threadOf === comment.id} />
                </li>
              ))}
            </ol>
          )}
          <InfiniteLoader query={thread} />
        </>
      )}
    </section>
  );
}

/** The prompt of the spec for visitors: one text when there are no comments yet, another when there are. */
function LoggedOutPrompt({ hasComments }: { hasComments: boolean }) {
  const { t } = useTranslation();
  const { openLogin } = useAuthModal();
  return (
    <div className="rounded-xl border border-zinc-200 bg-zinc-50 p-4 text-center dark:border-zinc-800 dark:bg-zinc-900/60">
      <p className="text-sm">{hasComments ? t("comments.prompt.some") : t("comments.prompt.none")}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <button type="button" onClick={() => openLogin()} className={buttonClass("primary")}>
          {t("comments.prompt.login")}
        </button>
        <Link to="/register" className={buttonClass("secondary")}>
          {t("comments.prompt.register")}
        </Link>
      </div>
    </div>
  );
}

interface InfiniteQueryLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under the list, pressed by itself when it scrolls into view (IntersectionObserver). */
function InfiniteLoader({ query }: { query: InfiniteQueryLike }) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "400px 0px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <div ref={sentinel}>
      <LoadMoreButton query={query} />
    </div>
  );
}

import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { CommentsPage } from "@dizilog/shared/api";

/** Pages read, at most, while looking for the comment an address names. */
const MAX_PAGES = 10;

interface ThreadLike {
  data: { pages: CommentsPage[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The link form `…#comment_{id}` (a shared link, a notification): answers the id, loads further
 * pages until the comment is among them (a bounded number), then scrolls it into view and moves
 * the focus to it, once. The block highlights it.
 */
export function useCommentAnchor(thread: ThreadLike): number | undefined {
  const { hash } = useLocation();
  const match = /^#comment_(\d{1,10})$/.exec(hash);
  const target = match ? Number(match[1]) : undefined;
  const done = useRef<number | undefined>(undefined);
  const pages = thread.data?.pages;

  useEffect(() => {
    if (target === undefined || done.current === target || !pages) return;
    const present = pages.some((page) => page.data.some((c) => c.id === target || c.replies?.data.some((r) => r.id === target)));
    if (!present) {
      if (thread.hasNextPage && !thread.isFetchingNextPage && pages.length < MAX_PAGES) void thread.fetchNextPage();
      return;
    }
    // After the render that shows it (and opens its thread).
    const frame = requestAnimationFrame(() => {
      const node = document.getElementById(`comment_${target}`);
      if (!node) return;
      done.current = target;
      node.scrollIntoView({ block: "center" });
      node.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, pages, thread]);

  return target;
}

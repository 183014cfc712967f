import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { CommentsPage } from "@dizilog/shared/api";
import { useHydrated } from "../../lib/use-hydrated";
import { useCommentLookup } from "./api";

/** Pages read, at most, while looking for the comment an address names. */
const MAX_PAGES = 10;
/** How long the page waits for the named comment to appear before it gives up scrolling to it. */
const WAIT_MS = 15_000;

interface ThreadLike {
  data: { pages: CommentsPage[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface CommentAnchor {
  /** The id named by `#comment_{id}`, if any. */
  target: number | undefined;
  /** When the target is a reply the page has not loaded: its parent, whose thread opens to find it. */
  threadOf: number | undefined;
}

/**
 * The link form `…#comment_{id}` (a shared link, a notification). A comment on the loaded pages,
 * or a reply embedded under one, is found at once; otherwise the comment is looked up
 * (`GET /api/comments/{id}`): a reply names its parent, whose thread `CommentThread` opens and
 * pages through (`threadOf`), and the thread's pages are read until the parent (or the comment)
 * is among them (a bounded number). When the comment's element appears it is scrolled into view
 * and focused, once; the block highlights it.
 */
export function useCommentAnchor(thread: ThreadLike): CommentAnchor {
  const { hash } = useLocation();
  // A browser never sends the fragment: the server drew no target, so it is named once hydrated.
  const hydrated = useHydrated();
  const match = hydrated ? /^#comment_(\d{1,10})$/.exec(hash) : null;
  const target = match ? Number(match[1]) : undefined;
  const pages = thread.data?.pages;
  const onPage = (id: number | undefined) =>
    id !== undefined && (pages ?? []).some((page) => page.data.some((c) => c.id === id || c.replies?.data.some((r) => r.id === id)));
  const loadedHere = onPage(target);
  const lookup = useCommentLookup(target, pages !== undefined && !loadedHere);
  const parentId = loadedHere ? undefined : (lookup.data?.parent_id ?? undefined);
  // What has to be on the thread's pages: the comment itself, or the parent of a reply not yet loaded.
  const wanted = parentId ?? target;
  const wantedHere = onPage(wanted);

  useEffect(() => {
    if (target === undefined || !pages || wantedHere || lookup.isError) return;
    if (thread.hasNextPage && !thread.isFetchingNextPage && pages.length < MAX_PAGES) void thread.fetchNextPage();
  }, [target, pages, wantedHere, lookup.isError, thread]);

  const done = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (target === undefined || done.current === target) return;
    const reveal = () => {
      const node = document.getElementById(`comment_${target}`);
      if (!node) return false;
      done.current = target;
      node.scrollIntoView({ block: "center" });
      node.focus({ preventScroll: true });
      return true;
    };
    // After the render that shows it (its page, or its opened thread's replies).
    let observer: MutationObserver | undefined;
    const frame = requestAnimationFrame(() => {
      if (reveal()) return;
      observer = new MutationObserver(() => {
        if (reveal()) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const timeout = setTimeout(() => observer?.disconnect(), WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
      observer?.disconnect();
    };
  }, [target]);

  return { target, threadOf: wantedHere && parentId !== undefined ? parentId : undefined };
}

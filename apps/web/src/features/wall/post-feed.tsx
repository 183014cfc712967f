import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { InfiniteData } from "@tanstack/react-query";
import type { PostsPage } from "@dizilog/shared/api";
import { LoadMoreButton } from "../../ui/load-more";
import { ErrorState } from "../../ui/states";
import { PostCard } from "./post-card";

interface FeedQuery {
  data: InfiniteData<PostsPage> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface PostFeedProps {
  query: FeedQuery;
  /** The feed's accessible name (role="feed"). */
  label: string;
  /** What an empty stream says (its own text per stream). */
  empty: ReactNode;
  /** The wall shown (a user's stream): posts on it leave out the "→ @user" line. */
  wallOf?: number | undefined;
  /** Whether "Load more" presses itself when scrolled into view (not for a feed in the middle of a page). */
  auto?: boolean;
}

/**
 * A stream of posts as a WAI-ARIA feed: articles with their position, `aria-busy` while a page
 * loads, the designed skeleton first, the stream's own empty text, an error with retry, and
 * "Load more" that presses itself when it scrolls into view.
 */
export function PostFeed({ query, label, empty, wallOf, auto = true }: PostFeedProps) {
  const posts = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (query.isPending) return <FeedSkeleton />;
  if (query.isError && posts.length === 0) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (posts.length === 0) return <>{empty}</>;
  const size = query.hasNextPage ? -1 : posts.length;
  return (
    <>
      <div role="feed" aria-label={label} aria-busy={query.isFetchingNextPage} className="space-y-4">
        {posts.map((post, index) => (
          <PostCard key={post.id} post={post} position={{ index, size }} onWallOf={wallOf} />
        ))}
      </div>
      {auto ? <InfiniteLoader query={query} /> : <LoadMoreButton query={query} />}
    </>
  );
}

/** "Load more" under the feed, pressed by itself when it scrolls into view (IntersectionObserver). */
function InfiniteLoader({ query }: { query: Pick<FeedQuery, "hasNextPage" | "isFetchingNextPage" | "fetchNextPage" | "isError"> }) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  useEffect(() => {
    const node = sentinel.current;
    // After a failed page the button stays for the reader to press: no loop of failing requests.
    if (!node || !hasNextPage || isError || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);
  return (
    <div ref={sentinel}>
      <LoadMoreButton query={query} />
    </div>
  );
}

const BLOCK = "rounded bg-zinc-200 dark:bg-zinc-800";

/** Three post-shaped placeholders while the first page loads. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("wall.loading")} className="space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="animate-pulse rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800">
          <div className="flex items-center gap-3">
            <div className="h-11 w-11 rounded-full bg-zinc-200 dark:bg-zinc-800" />
            <div className="flex-1 space-y-2">
              <div className={`h-4 w-1/3 ${BLOCK}`} />
              <div className={`h-3 w-1/4 ${BLOCK}`} />
            </div>
          </div>
          <div className="mt-4 space-y-2">
            <div className={`h-4 w-full ${BLOCK}`} />
            <div className={`h-4 w-5/6 ${BLOCK}`} />
            {i === 0 && <div className={`mt-3 aspect-video w-full rounded-xl ${BLOCK}`} />}
          </div>
          <div className="mt-4 flex gap-2">
            {[0, 1, 2, 3].map((j) => (
              <div key={j} className={`h-7 w-14 rounded-full ${BLOCK}`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

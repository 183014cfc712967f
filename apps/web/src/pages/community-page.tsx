import { useEffect } from "react";
import { useTranslation } from "../lib/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { useMe } from "../features/auth";
import { HouseAd } from "../features/ads";
import { CommunitySidebar, PostFeed, TrendingShows, refreshChecklist, useFeed } from "../features/wall";
import { PostForm } from "../features/wall-form";
import { usePageTitle } from "../lib/use-page-title";
import { LINK_CLASS } from "../ui/button";
import { EmptyState } from "../ui/states";

/**
 * /community — the community wall (product-spec "Community wall"): the Global / Following stream
 * buttons for signed-in users (the stream in the address, `?stream=following`) and the trending
 * shows on the left; the post form and the feed in the centre; the app banner, the checklist, the
 * rules, the social links and the Pro banner on the right (the two banners are house ads, decision 0053).
 */
export function CommunityPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [params] = useSearchParams();
  const stream = me.data && params.get("stream") === "following" ? "following" : "global";
  const feed = useFeed({ stream }, !me.isPending);
  usePageTitle(t("wall.community.title"));
  // Opening the following stream ticks "visit your personal feed" on the server: the checklist follows.
  const client = useQueryClient();
  const followingLoaded = stream === "following" && feed.isSuccess;
  useEffect(() => {
    if (followingLoaded) void refreshChecklist(client);
  }, [followingLoaded, client]);

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)_18rem]">
      <div className="space-y-4">
        {me.data && (
          <nav aria-label={t("wall.community.streams")}>
            <ul className="flex gap-2 lg:flex-col">
              {(["global", "following"] as const).map((name) => (
                <li key={name} className="flex-1">
                  <Link
                    to={name === "global" ? "/community" : "/community?stream=following"}
                    aria-current={stream === name ? "page" : undefined}
                    className={`block rounded-full px-4 py-2 text-center text-sm font-semibold lg:text-start ${
                      stream === name
                        ? "bg-brand-700 text-white dark:bg-brand-600"
                        : "border border-zinc-300 hover:border-brand-700 hover:text-brand-700 dark:border-zinc-700 dark:hover:border-brand-500 dark:hover:text-brand-500"
                    }`}
                  >
                    {t(`wall.community.${name}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="hidden lg:block">
          <TrendingShows />
        </div>
      </div>
      {/* On a phone the sidebar comes after the feed: the feed's column keeps at least a screen's
          height, so the sidebar does not jump when the skeletons turn into posts or the empty state. */}
      <div className="min-w-0 space-y-4 max-lg:min-h-svh">
        <h1 className="text-2xl font-extrabold tracking-tight">{t("wall.community.title")}</h1>
        <PostForm />
        <PostFeed
          query={feed}
          label={stream === "following" ? t("wall.community.followingFeed") : t("wall.community.globalFeed")}
          empty={
            stream === "following" ? (
              <EmptyState title={t("wall.empty.following")}>
                <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("wall.empty.followingHint")}</p>
                <Link to="/community" className={LINK_CLASS}>
                  {t("wall.empty.followingLink")}
                </Link>
              </EmptyState>
            ) : (
              <EmptyState title={t("wall.empty.global")} />
            )
          }
        />
      </div>
      <div className="space-y-4">
        <div className="lg:hidden">
          <TrendingShows />
        </div>
        <HouseAd type="download" />
        <CommunitySidebar />
        <HouseAd type="square" />
      </div>
    </div>
  );
}

import { type ReactNode, useRef } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Couple, ListSummary, PersonSummary, Show } from "@dizilog/shared/api";
import { EmptyState, ErrorState, PosterGridSkeleton } from "../../ui/states";
import { PersonCard } from "../../entities/person";
import { ShowCard } from "../../entities/show";
import { TrackButton } from "../tracking";
import { type LikesSource } from "../engagement";
import { useLikes } from "./api";
import { ListCard } from "../../entities/list";
import { LikedCoupleCard } from "./liked-couple-card";
import { LIKED_TYPE_OF, LIKES_SUB_TABS, type LikesSubTab, useLikesSubTab } from "./likes-sub-tab";
import { Tabs } from "../../ui/tabs";
import { UnlikeButton } from "./unlike-button";
import { LoadMoreButton } from "../../ui/load-more";

export interface LikesPanelProps {
  source: LikesSource;
  /** The owner's own likes: each item has an Unlike button. */
  editable: boolean;
  /** Hash prefix of the sub-tabs (`likes` in the tracker: `#likes`, `#likes-people` …). */
  hashPrefix?: string;
  /** Said when a kind is empty (the owner's name differs between the tracker and a profile). */
  emptyText: (sub: LikesSubTab) => string;
}

/** Liked shows, people, lists and couples, one kind per sub-tab, each a grid with "Load more". */
export function LikesPanel({ source, editable, hashPrefix, emptyText }: LikesPanelProps) {
  const { t } = useTranslation();
  const [sub, select] = useLikesSubTab(hashPrefix);
  return (
    <Tabs variant="pills" tabs={LIKES_SUB_TABS} active={sub} onSelect={select} label={t("likesTab.label")} idPrefix="likes" labelOf={(tab) => t(`likesTab.tabs.${tab}`)}>
      {/* A new grid per kind: its own query and scroll of pages. */}
      <LikedGrid key={sub} sub={sub} source={source} editable={editable} emptyText={emptyText(sub)} />
    </Tabs>
  );
}

const GRIDS: Record<LikesSubTab, string> = {
  shows: "grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4",
  people: "grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4",
  lists: "grid gap-3 sm:grid-cols-2",
  couples: "grid gap-3 sm:grid-cols-2 xl:grid-cols-3",
};

function LikedGrid({ sub, source, editable, emptyText }: { sub: LikesSubTab; source: LikesSource; editable: boolean; emptyText: string }) {
  const { t } = useTranslation();
  const type = LIKED_TYPE_OF[sub];
  const query = useLikes(source, type);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The unliked item's button goes away: focus moves to the grid's heading, not to the page's top.
  const handleUnliked = () => headingRef.current?.focus();
  const heading = (
    <h2 ref={headingRef} tabIndex={-1} className="sr-only">
      {t(`likesTab.tabs.${sub}`)}
    </h2>
  );

  if (query.isPending) return sub === "shows" ? <PosterGridSkeleton count={8} /> : <PosterGridSkeleton count={4} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.length) {
    return (
      <>
        {heading}
        <EmptyState title={emptyText}>
          {editable && (
            <>
              <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("likesTab.emptyHint")}</p>
              <Link to="/explore" className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">
                {t("likesTab.explore")}
              </Link>
            </>
          )}
        </EmptyState>
      </>
    );
  }
  const unlike = (id: number, name: string) => (editable ? <UnlikeButton type={type} id={id} name={name} onUnliked={handleUnliked} /> : undefined);
  return (
    <section>
      {heading}
      <ul className={GRIDS[sub]}>
        {query.data.map((item) => (
          <li key={item.id}>
            {sub === "shows" ? (
              <LikedShow show={item as Show} action={unlike(item.id, (item as Show).original_title)} />
            ) : sub === "people" ? (
              <PersonCard person={item as PersonSummary} layout="tile">
                {editable && <div className="mt-2">{unlike(item.id, (item as PersonSummary).name)}</div>}
              </PersonCard>
            ) : sub === "lists" ? (
              <ListCard list={item as ListSummary}>{unlike(item.id, (item as ListSummary).name)}</ListCard>
            ) : (
              <LikedCoupleCard couple={item as Couple}>{unlike(item.id, (item as Couple).name)}</LikedCoupleCard>
            )}
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} className="mt-5" />
    </section>
  );
}

function LikedShow({ show, action }: { show: Show; action: ReactNode }) {
  return (
    <div className="flex h-full flex-col gap-2">
      <ShowCard show={show} action={(title) => <TrackButton show={show} variant="overlay" title={title} />} />
      {action && <div>{action}</div>}
    </div>
  );
}

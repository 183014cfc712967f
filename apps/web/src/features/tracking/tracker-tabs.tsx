import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LikesPanel } from "../likes/likes-panel";
import { TrackerListsPanel } from "../lists/tracker-lists-panel";
import { RatingsPanel } from "../ratings/ratings-panel";
import { RecommendationsPanel } from "../ratings/recommendations-panel";
import { TrackingPanel } from "./tracking-panel";
import { useHashTab } from "./use-hash-tab";
import { WatchlistPanel } from "./watchlist-panel";

const TABS = ["watchlist", "tracking", "lists", "likes", "ratings", "recommendations"] as const;
type TrackerTab = (typeof TABS)[number];

/**
 * The tracker's tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys move and select (mirrored
 * in right-to-left languages), Home and End jump; the active tab lives in the URL hash.
 */
export function TrackerTabs() {
  const { t } = useTranslation();
  const [active, select] = useHashTab(TABS, "watchlist");
  const tabs = useRef(new Map<TrackerTab, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const index = TABS.indexOf(active);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const target = step !== undefined ? (index + step + TABS.length) % TABS.length : event.key === "Home" ? 0 : event.key === "End" ? TABS.length - 1 : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const tab = TABS[target] ?? active;
    select(tab);
    tabs.current.get(tab)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t("trackerPage.tabs.label")}
        onKeyDown={handleKeyDown}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-zinc-200 px-4 [scrollbar-width:none] sm:mx-0 sm:px-0 dark:border-zinc-800"
      >
        {TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(node) => {
                if (node) tabs.current.set(tab, node);
                else tabs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`tracker-tab-${tab}`}
              aria-selected={selected}
              aria-controls={selected ? `tracker-panel-${tab}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-offset-[-2px] ${
                selected
                  ? "border-brand-700 text-brand-700 dark:border-brand-500 dark:text-brand-500"
                  : "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-white"
              }`}
            >
              {t(`trackerPage.tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`tracker-panel-${active}`} aria-labelledby={`tracker-tab-${active}`} tabIndex={0} className="rounded-md pt-5">
        <TabContent tab={active} />
      </div>
    </div>
  );
}

function TabContent({ tab }: { tab: TrackerTab }) {
  switch (tab) {
    case "watchlist":
      return <WatchlistPanel />;
    case "tracking":
      return <TrackingPanel />;
    case "lists":
      return <TrackerListsPanel />;
    case "likes":
      return <TrackerLikes />;
    case "ratings":
      return <RatingsPanel />;
    case "recommendations":
      return <RecommendationsPanel />;
  }
}

function TrackerLikes() {
  const { t } = useTranslation();
  return <LikesPanel source={ME} editable hashPrefix="likes" emptyText={(sub) => t(`likesTab.empty.${sub}`)} />;
}

const ME = { kind: "me" } as const;

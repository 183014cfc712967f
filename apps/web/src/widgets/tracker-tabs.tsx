import { useTranslation } from "../lib/use-translation";
import { Tabs } from "../ui/tabs";
import { LikesPanel } from "../features/likes";
import { TrackerListsPanel } from "../features/lists";
import { RatingsPanel, RecommendationsPanel } from "../features/ratings";
import { TrackingPanel } from "../features/tracking";
import { useHashTab } from "../features/tracking";
import { WatchlistPanel } from "../features/tracking";

const TABS = ["watchlist", "tracking", "lists", "likes", "ratings", "recommendations"] as const;
type TrackerTab = (typeof TABS)[number];

/**
 * The tracker's tabs (the kit's Tabs: roving tab stop, arrows, Home and End, right to left aware);
 * the active tab lives in the URL hash.
 */
export function TrackerTabs() {
  const { t } = useTranslation();
  const [active, select] = useHashTab(TABS, "watchlist");
  return (
    <Tabs tabs={TABS} active={active} onSelect={select} label={t("trackerPage.tabs.label")} idPrefix="tracker" labelOf={(tab) => t(`trackerPage.tabs.${tab}`)}>
      <TabContent tab={active} />
    </Tabs>
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

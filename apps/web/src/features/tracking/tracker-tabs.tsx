import { useTranslation } from "react-i18next";
import { Tabs } from "../../ui/tabs";
import { LikesPanel } from "../likes";
import { TrackerListsPanel } from "../lists";
import { RatingsPanel, RecommendationsPanel } from "../ratings";
import { TrackingPanel } from "./tracking-panel";
import { useHashTab } from "./use-hash-tab";
import { WatchlistPanel } from "./watchlist-panel";

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

import { useTranslation } from "../../lib/use-translation";
import type { TrackerGroupName } from "@dizilog/shared/api";
import { useTracker } from "./api";
import { TrackerList } from "./tracker-list";

/** Every tracked show is in exactly one of these groups (api-contract "Tracking"). */
const GROUPS = ["in_progress", "caught_up", "not_started", "completed", "dropped"] as const satisfies readonly TrackerGroupName[];

/** The tracking tab: one list per group, each loading its own pages. */
export function TrackingPanel() {
  return (
    <div className="space-y-8">
      {GROUPS.map((group) => (
        <GroupList key={group} group={group} />
      ))}
    </div>
  );
}

function GroupList({ group }: { group: (typeof GROUPS)[number] }) {
  const { t } = useTranslation();
  const query = useTracker(group);
  return <TrackerList id={`tracker-group-${group}`} title={t(`trackerPage.groups.${group}`)} query={query} empty={t(`trackerPage.groupEmpty.${group}`)} withActions />;
}

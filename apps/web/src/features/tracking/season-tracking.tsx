import { useTranslation } from "../../lib/use-translation";
import type { Episode } from "@dizilog/shared/api";
import { useMe } from "../../entities/user";
import { ProgressBar } from "./progress-bar";
import { SeasonSeenButton } from "./seen-toggle";

export interface SeasonTrackingProps {
  seasonId: number;
  showId: number;
  episodes: Pick<Episode, "has_aired" | "has_seen">[];
}

/** Above a season's episodes: "Mark season as seen" and, for a signed-in user, the season's progress. */
export function SeasonTracking({ seasonId, showId, episodes }: SeasonTrackingProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const aired = episodes.filter((episode) => episode.has_aired);
  const seen = aired.filter((episode) => episode.has_seen).length;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-3">
      <SeasonSeenButton seasonId={seasonId} showId={showId} episodes={episodes} />
      {me && aired.length > 0 && (
        <div className="w-full max-w-xs">
          <ProgressBar seen={seen} aired={aired.length} label={t("trackerPage.progress.season")} withText />
        </div>
      )}
    </div>
  );
}

import { useTranslation } from "../../lib/use-translation";
import { ClipsSection } from "./clips-section";
import { JoinButton } from "./join-modal";
import { MusicButton } from "./music-modal";

export interface ShowContributionProps {
  show: { id: number; original_title: string };
}

/** A show page's media kept by its moderators: the soundtrack (music modal), the clips, and the join modal. */
export function ShowContribution({ show }: ShowContributionProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3" role="group" aria-label={t("contrib.section")}>
        <MusicButton show={show} />
        <JoinButton show={show} />
      </div>
      <ClipsSection showId={show.id} />
    </div>
  );
}

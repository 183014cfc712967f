import { useTranslation } from "../lib/use-translation";
import { useMe } from "../features/auth/api";
import { ImportLink } from "../features/tracking/import-link";
import { ProfileCard } from "../features/tracking/profile-card";
import { TrackerTabs } from "../widgets/tracker-tabs";
import { UpcomingCard } from "../features/tracking/upcoming-card";
import { usePageTitle } from "../lib/use-page-title";
import { Loader } from "../ui/states";

/** /tracker — the signed-in user's tracker: profile counts, upcoming episodes and the tabs (spec "Tracker"). */
export function TrackerPage() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  usePageTitle(t("trackerPage.title"));
  // RequireAuth renders the page only once the user is known.
  if (!user) return <Loader />;
  return (
    <div>
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{t("trackerPage.heading")}</h1>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <ProfileCard user={user} />
          {/* Small, beside the counts: fans arriving from TV Time or Trakt bring their history. */}
          <ImportLink className="-mt-4 inline-block px-1" />
          <UpcomingCard timeZone={user.time_zone} />
        </div>
        <TrackerTabs />
      </div>
    </div>
  );
}

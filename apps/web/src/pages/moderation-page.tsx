import { Link } from "react-router";
import { useTranslation } from "../lib/use-translation";
import { useMe } from "../features/auth/api";
import { AppointModeratorForm, ModeratorsList, ReportsPanel, scopeOf } from "../features/moderation";
import { ContributorRequestsPanel } from "../features/contrib";
import { usePageTitle } from "../lib/use-page-title";
import { SettingsCard } from "../ui/section";
import { Loader } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/**
 * /moderation — for staff and moderators: the reports they may act on, with their items in
 * context; staff also appoint and remove moderators. Anyone else gets the not-found page, as the
 * API answers them 404.
 */
export function ModerationPage() {
  const { t } = useTranslation();
  const me = useMe();
  const scope = me.data ? scopeOf(me.data) : undefined;
  usePageTitle(scope ? t("moderation.title") : me.isPending ? undefined : t("notFound.title"));
  if (me.isPending) return <Loader />;
  if (!scope) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("moderation.title")}</h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{scope === "admin" ? t("moderation.introStaff") : t("moderation.introModerator")}</p>
      </header>
      <section aria-labelledby="reports-title">
        <h2 id="reports-title" className="mb-3 text-xl font-bold">
          {t("moderation.reportsTitle")}
        </h2>
        <ReportsPanel scope={scope} />
      </section>
      {scope === "admin" && (
        <section aria-labelledby="team-title" className="space-y-4">
          <h2 id="team-title" className="text-xl font-bold">
            {t("moderation.team.title")}
          </h2>
          <SettingsCard id="contributor-requests" title={t("contrib.requests.title")} description={t("contrib.requests.intro")}>
            <ContributorRequestsPanel />
          </SettingsCard>
          <SettingsCard id="appoint" title={t("moderation.appoint.title")} description={t("moderation.appoint.intro")}>
            <AppointModeratorForm />
          </SettingsCard>
          <SettingsCard id="moderators" title={t("moderation.team.listTitle")}>
            <ModeratorsList />
          </SettingsCard>
        </section>
      )}
      {scope === "admin" && (
        <p>
          <Link to="/admin/suggestions" className="font-medium text-brand-700 underline dark:text-brand-500">
            {t("watch.suggestions.staffTitle")}
          </Link>
        </p>
      )}
    </div>
  );
}

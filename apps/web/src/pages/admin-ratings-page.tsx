import { Link } from "react-router";
import { useMe } from "../features/auth/api";
import { RatingsImport } from "../features/tv-ratings";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { LINK_CLASS } from "../ui/button";
import { SettingsCard } from "../ui/section";
import { Loader } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /admin/ratings — staff import a day's TV ratings (CSV or rows in a form); anyone else gets the not-found page, as the API answers them 404. */
export function AdminRatingsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const staff = me.data?.role === "staff";
  usePageTitle(staff ? t("tvRatings.import.title") : me.isPending ? undefined : t("notFound.title"));
  if (me.isPending) return <Loader />;
  if (!staff) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("tvRatings.import.title")}</h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("tvRatings.import.intro")}</p>
        <p className="mt-1">
          <Link to="/ratings" className={LINK_CLASS}>
            {t("tvRatings.dailyTitle")}
          </Link>
        </p>
      </header>
      <SettingsCard>
        <RatingsImport />
      </SettingsCard>
    </div>
  );
}

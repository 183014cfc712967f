import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StoreBadge } from "../features/catalog/store-badge";
import { usePageTitle } from "../lib/use-page-title";

/** Store pages of the apps (the listing ids are to be confirmed when the apps are published). */
const STORES = {
  appStore: "https://apps.apple.com/app/dizilog",
  googlePlay: "https://play.google.com/store/apps/details?id=com.dizilog.app",
} as const;

const FEATURES = [
  { key: "track", icon: "📺" },
  { key: "notify", icon: "🔔" },
  { key: "calendar", icon: "📅" },
  { key: "react", icon: "💬" },
] as const;

/** /mobile — what the apps do and where to get them. */
export function MobilePage() {
  const { t } = useTranslation();
  usePageTitle(t("mobile.title"));
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("mobile.title")}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-zinc-600 dark:text-zinc-400">{t("mobile.intro")}</p>
        <ul className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row" aria-label={t("mobile.stores")}>
          <li>
            <StoreBadge href={STORES.appStore} icon="📱" i18nKey="mobile.appStoreBadge" />
          </li>
          <li>
            <StoreBadge href={STORES.googlePlay} icon="▶" i18nKey="mobile.googlePlayBadge" />
          </li>
        </ul>
      </header>

      <section aria-labelledby="mobile-features">
        <h2 id="mobile-features" className="mb-4 text-xl font-bold">
          {t("mobile.featuresTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature.key} className="flex gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
              <span aria-hidden="true" className="text-3xl">
                {feature.icon}
              </span>
              <div>
                <h3 className="font-semibold">{t(`mobile.features.${feature.key}.title`)}</h3>
                <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t(`mobile.features.${feature.key}.text`)}</p>
                {feature.key === "calendar" && (
                  <Link to="/calendar" className="mt-1 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
                    {t("calendarPage.openOnWeb")}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <aside aria-label={t("mobile.noteLabel")} className="rounded-xl bg-zinc-100 p-4 text-sm text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300">
        {t("mobile.note")}
      </aside>
    </div>
  );
}

import { useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { Link } from "react-router";
import { useInstallPrompt } from "../lib/install-prompt";
import { usePageTitle } from "../lib/use-page-title";
import { Button } from "../ui/button";

const FEATURES = [
  { key: "track", icon: "📺" },
  { key: "notify", icon: "🔔" },
  { key: "calendar", icon: "📅" },
  { key: "react", icon: "💬" },
] as const;

/**
 * /mobile — Dizilog as an app on the phone: the installable web app (a home-screen icon, its own
 * window, push notifications). Where the browser offers to install (Chromium's prompt) a button asks
 * it; on iPhone and iPad the Add to Home Screen steps; elsewhere where to find it in the menu.
 */
export function MobilePage() {
  const { t } = useTranslation();
  usePageTitle(t("mobile.title"));
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header className="text-center">
        <img src="/icons/icon-192.png" alt="" width={96} height={96} className="mx-auto mb-4 h-24 w-24" />
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("mobile.title")}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-zinc-600 dark:text-zinc-400">{t("mobile.intro")}</p>
      </header>

      <InstallCard />

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

function InstallCard() {
  const { t } = useTranslation();
  const { state, install } = useInstallPrompt();
  const [outcome, setOutcome] = useState<"dismissed" | undefined>();
  const handleInstall = async () => {
    const result = await install();
    if (result === "dismissed") setOutcome("dismissed");
  };
  return (
    <section aria-labelledby="mobile-install" className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id="mobile-install" className="text-xl font-bold">
        {t("mobile.installTitle")}
      </h2>
      <div role="status" className="mt-3 text-zinc-700 dark:text-zinc-300">
        {state === "installed" && <p>{t("mobile.installed")}</p>}
        {state === "promptable" && <p>{outcome === "dismissed" ? t("mobile.installDismissed") : t("mobile.installReady")}</p>}
        {state === "manual" && <p>{t("mobile.installManual")}</p>}
      </div>
      {state === "promptable" && (
        <Button className="mt-4" onClick={() => void handleInstall()}>
          {t("mobile.installButton")}
        </Button>
      )}
      {state === "ios" && (
        <>
          <p className="mt-3 text-zinc-700 dark:text-zinc-300">{t("mobile.iosIntro")}</p>
          <ol className="mt-3 list-decimal space-y-1 ps-6 text-zinc-700 dark:text-zinc-300">
            <li>{t("mobile.iosSteps.safari")}</li>
            <li>{t("mobile.iosSteps.share")}</li>
            <li>{t("mobile.iosSteps.add")}</li>
            <li>{t("mobile.iosSteps.confirm")}</li>
          </ol>
        </>
      )}
    </section>
  );
}

import { useTranslation } from "../lib/use-translation";
import { saveConsent, useConsent } from "../features/consent/consent";

/** The consent bar: shown until a choice is made, remembered for 30 days. */
export function CookieConsent() {
  const { t } = useTranslation();
  const choice = useConsent();
  if (choice) return null;
  return (
    <section
      aria-label={t("consent.title")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-200 bg-white p-4 shadow-2xl dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm">{t("consent.text")}</p>
        <div className="flex gap-2">
          <button type="button" onClick={() => saveConsent("necessary")} className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium dark:border-zinc-600">
            {t("consent.necessary")}
          </button>
          <button type="button" onClick={() => saveConsent("all")} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
            {t("consent.acceptAll")}
          </button>
        </div>
      </div>
    </section>
  );
}

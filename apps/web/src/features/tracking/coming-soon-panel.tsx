import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export type ComingSoonTab = "lists" | "likes" | "ratings" | "recommendations";

/** One picture per tab (24×24 outline paths). */
const ICONS: Record<ComingSoonTab, string> = {
  lists: "M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01",
  likes: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  ratings: "m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z",
  recommendations: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0 0 12 3z",
};

/** A tab whose API is still being built: a designed "coming soon" state (no call is made). */
export function ComingSoonPanel({ tab }: { tab: ComingSoonTab }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-zinc-300 bg-linear-to-b from-brand-50/60 to-transparent px-6 py-14 text-center dark:border-zinc-700 dark:from-zinc-900">
      <span className="grid h-16 w-16 place-items-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:text-brand-500 dark:ring-zinc-800">
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d={ICONS[tab]} />
        </svg>
      </span>
      <span className="rounded-full bg-brand-700 px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{t("trackerPage.comingSoon.badge")}</span>
      <h2 className="text-xl font-bold">{t(`trackerPage.comingSoon.${tab}.title`)}</h2>
      <p className="max-w-md text-zinc-600 dark:text-zinc-400">{t(`trackerPage.comingSoon.${tab}.text`)}</p>
      <Link to="/explore" className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
        {t("trackerPage.explore")}
      </Link>
    </div>
  );
}

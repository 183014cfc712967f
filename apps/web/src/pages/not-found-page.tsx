import { useTranslation } from "../lib/use-translation";
import { Link } from "react-router";
import { useNotFoundStatus } from "../lib/page-status";
import { usePageTitle } from "../lib/use-page-title";
import { buttonClass } from "../ui/button";

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("notFound.title"));
  useNotFoundStatus();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center">
      <p className="text-7xl font-black text-brand-700 dark:text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{t("notFound.text")}</p>
      <div className="flex gap-3">
        <Link to="/explore" className={buttonClass("primary")}>
          {t("notFound.explore")}
        </Link>
        <Link to="/contact-us" className="rounded-md border border-zinc-300 px-4 py-2 font-medium dark:border-zinc-700">
          {t("nav.contact")}
        </Link>
      </div>
    </section>
  );
}

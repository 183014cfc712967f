import { useTranslation } from "../lib/use-translation";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { BuzzBoard } from "../features/watch";
import { usePageTitle } from "../lib/use-page-title";

/** /buzz — the season's renewal and cancellation board, grouped by label (drawn on the server). */
export function BuzzPage() {
  const { t } = useTranslation();
  usePageTitle(t("watch.buzz.title"));
  return (
    <div className="space-y-6">
      <div>
        <Breadcrumb items={[{ label: t("nav.explore"), to: "/explore" }, { label: t("watch.buzz.title") }]} />
        <h1 className="text-2xl font-bold sm:text-3xl">{t("watch.buzz.title")}</h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("watch.buzz.intro")}</p>
      </div>
      <BuzzBoard />
    </div>
  );
}

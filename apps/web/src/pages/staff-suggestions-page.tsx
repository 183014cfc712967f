import { useTranslation } from "../lib/use-translation";
import { useMe } from "../features/auth";
import { StaffSuggestions } from "../features/watch";
import { usePageTitle } from "../lib/use-page-title";
import { Loader } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /admin/suggestions — staff: the show suggestions waiting for the sweep; anyone else gets the not-found page (the API answers them 404). */
export function StaffSuggestionsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const staff = me.data?.role === "staff";
  usePageTitle(staff ? t("watch.suggestions.staffTitle") : me.isPending ? undefined : t("notFound.title"));
  if (me.isPending) return <Loader />;
  if (!staff) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("watch.suggestions.staffTitle")}</h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("watch.suggestions.staffIntro")}</p>
      </header>
      <StaffSuggestions />
    </div>
  );
}

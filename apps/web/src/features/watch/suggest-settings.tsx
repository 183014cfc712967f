import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Button } from "../../ui/button";
import { SectionHeader, SettingsCard } from "../../ui/section";
import { ErrorState, Loader } from "../../ui/states";
import { useMySuggestions } from "./api";
import { SuggestModal } from "./suggest-modal";
import { SuggestionList } from "./suggestion-list";

/** Settings › Suggest a show: the suggest modal and the user's own suggestions with their status. */
export function SuggestShowSettings() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mine = useMySuggestions();
  return (
    <div className="space-y-6">
      <SectionHeader title={t("watch.suggestions.title")} description={t("watch.suggestions.intro")} />
      <div>
        <Button onClick={() => setOpen(true)}>{t("watch.suggest.open")}</Button>
      </div>
      <SettingsCard id="my-suggestions" title={t("watch.suggestions.mine")}>
        {mine.isPending ? (
          <Loader />
        ) : mine.isError ? (
          <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
        ) : !mine.data.length ? (
          <p className="text-zinc-600 dark:text-zinc-400">{t("watch.suggestions.none")}</p>
        ) : (
          <SuggestionList suggestions={mine.data} />
        )}
      </SettingsCard>
      <SuggestModal open={open} onOpenChange={setOpen} />
    </div>
  );
}

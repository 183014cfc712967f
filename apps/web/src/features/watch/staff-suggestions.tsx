import { useState } from "react";
import { SHOW_SUGGESTION_STATUSES } from "@dizilog/shared/api/watch-ids";
import { useTranslation } from "../../lib/use-translation";
import { inputClass } from "../../ui/field";
import { EmptyState, ErrorState, Loader } from "../../ui/states";
import { useStaffSuggestions } from "./api";
import { SuggestionList } from "./suggestion-list";

/** Staff: the suggestions waiting for the sweep (or those of one status), oldest due first. */
export function StaffSuggestions() {
  const { t } = useTranslation();
  const [status, setStatus] = useState("waiting");
  const query = useStaffSuggestions(status);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-1 sm:w-64">
        <label htmlFor="suggestions-status" className="text-sm font-medium">
          {t("watch.suggestions.filter")}
        </label>
        <select id="suggestions-status" value={status} onChange={(e) => setStatus(e.target.value)} className={inputClass(false)}>
          <option value="waiting">{t("watch.suggestions.waiting")}</option>
          {SHOW_SUGGESTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`watch.suggestions.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.length ? (
        <EmptyState title={t("watch.suggestions.noneStaff")} />
      ) : (
        <SuggestionList suggestions={query.data} withUser />
      )}
    </div>
  );
}

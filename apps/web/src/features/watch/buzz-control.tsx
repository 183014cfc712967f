import { useState } from "react";
import { BUZZ_LABELS } from "@dizilog/shared/api/watch-ids";
import { useTranslation } from "../../lib/use-translation";
import { messageOf } from "../../lib/form-errors";
import { Button } from "../../ui/button";
import { inputClass } from "../../ui/field";
import { useToast } from "../../ui/toast";
import { useBuzz, useSetBuzz } from "./api";
import { buzzLabelKey } from "./buzz-board";

/** Staff on a show's page: sets its label on the buzz board (a change to Concluding, Renewed or Cancelled tells its trackers). */
export function BuzzControl({ showId }: { showId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const board = useBuzz();
  const set = useSetBuzz();
  const current = board.data?.find((e) => e.show.id === showId)?.label ?? "";
  const [label, setLabel] = useState("");
  const chosen = label || current;
  return (
    <section aria-labelledby="buzz-control" className="rounded-xl border border-dashed border-zinc-300 p-4 dark:border-zinc-700">
      <h2 id="buzz-control" className="text-lg font-semibold">
        {t("watch.buzz.controlTitle")}
      </h2>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{t("watch.buzz.controlHint")}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          set.mutate({ show_id: showId, label: chosen }, { onSuccess: () => toast(t("watch.buzz.saved"), "success"), onError: (error) => toast(messageOf(error, t("watch.error")), "error") });
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="buzz-label" className="text-sm font-medium">
            {t("watch.buzz.label")}
          </label>
          <select id="buzz-label" value={chosen} onChange={(e) => setLabel(e.target.value)} className={inputClass(false)}>
            <option value="">{t("watch.buzz.none")}</option>
            {BUZZ_LABELS.map((value) => (
              <option key={value} value={value}>
                {t(buzzLabelKey(value))}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" loading={set.isPending} disabled={!chosen}>
          {t("watch.buzz.save")}
        </Button>
      </form>
    </section>
  );
}

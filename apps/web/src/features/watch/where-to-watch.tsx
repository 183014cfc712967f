import { useState } from "react";
import type { WatchOption } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { useHydrated } from "../../lib/use-hydrated";
import { LINK_BUTTON_CLASS } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ErrorState, Loader } from "../../ui/states";
import { useToast } from "../../ui/toast";
import { messageOf } from "../../lib/form-errors";
import { useRemoveWatchOption, useShowWatch } from "./api";
import { countryName } from "./country-name";
import { SampleBadge } from "./sample-badge";
import { WatchOptionForm } from "./watch-option-form";

/** The words of an option's type: "Subscription", "Free with ads" … */
export function useTypeLabel() {
  const { t } = useTranslation();
  return (option: Pick<WatchOption, "type" | "with_ads">) =>
    option.with_ads ? t("watch.typeWithAds", { type: t(`watch.types.${option.type}`) }) : t(`watch.types.${option.type}`);
}

/**
 * The show page's "Where to watch": the options by country, the viewer's country first, each with
 * its service, type and link; staff and the show's moderators add and remove options here.
 */
export function WhereToWatch({ showId, showTitle }: { showId: number; showTitle: string }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const query = useShowWatch(showId);
  const typeLabel = useTypeLabel();
  const remove = useRemoveWatchOption(showId);
  const toast = useToast();
  const [removing, setRemoving] = useState<WatchOption | null>(null);
  const canEdit = query.data?.meta.abilities.edit ?? false;
  const anySample = query.data?.data.some((g) => g.options.some((o) => o.sample)) ?? false;

  return (
    <section aria-labelledby="where-to-watch" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="where-to-watch" className="text-xl font-bold">
          {t("watch.title")}
        </h2>
        {anySample && <SampleBadge />}
      </div>
      {query.isPending ? (
        <Loader label={t("watch.loading")} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.data.length ? (
        <p className="text-zinc-600 dark:text-zinc-400">{t("watch.empty", { show: showTitle })}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {query.data.data.map((group) => (
            <section key={group.country} aria-labelledby={`watch-${group.country}`} className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
              <h3 id={`watch-${group.country}`} className="mb-2 font-semibold">
                {hydrated ? countryName(group.country, i18n.language) : group.country}
                {group.country === query.data.meta.viewer_country && (
                  <>
                    {" "}
                    <span className="text-sm font-normal text-zinc-600 dark:text-zinc-400">{t("watch.yourCountry")}</span>
                  </>
                )}
              </h3>
              <ul className="space-y-2">
                {group.options.map((option) => (
                  <li key={option.id} className="flex flex-wrap items-center justify-between gap-2">
                    <a href={option.link} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
                      {option.service.name}
                      <span className="sr-only"> {t("watch.opensNewTab")}</span>
                    </a>
                    <span className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
                      {typeLabel(option)}
                      {canEdit && (
                        <button type="button" className={LINK_BUTTON_CLASS} onClick={() => setRemoving(option)}>
                          {t("watch.remove")}
                          <span className="sr-only">: {option.service.name}, {typeLabel(option)}</span>
                        </button>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {canEdit && <WatchOptionForm showId={showId} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("watch.removeTitle")}
        description={removing ? t("watch.removeText", { service: removing.service.name }) : ""}
        confirmLabel={t("watch.remove")}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast(t("watch.removed"), "success");
            },
            onError: (error) => toast(messageOf(error, t("watch.error")), "error"),
          });
        }}
      />
    </section>
  );
}

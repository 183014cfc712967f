import { useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import { inputClass } from "../../ui/field";
import { useSeasonEpisodes, useShow } from "../../entities/show";
import type { FormAction, FormState } from "./form-state";
import { ShowPicker } from "./show-picker";

export interface CheckInFieldsProps {
  state: FormState;
  dispatch: (action: FormAction) => void;
  errors: { show?: string | undefined; episode?: string | undefined };
}

/**
 * A check-in's show, season and episode: the show from the search (with its seasons), or the page's
 * show (its seasons read from the show); the episodes' titles when the season's list is loaded.
 */
export function CheckInFields({ state, dispatch, errors }: CheckInFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const show = state.show;
  // The page's show came without its seasons: the show page's own query has them (cached there).
  const detail = useShow(show && !show.seasons && show.slug ? show.slug : "");
  const seasons = show?.seasons ?? (detail.data?.id === show?.id ? detail.data?.seasons : undefined) ?? [];
  const season = seasons.find((s) => s.number === state.season);
  const episodes = useSeasonEpisodes(season?.id);
  // A title the viewer's spoiler shield hides (an unseen episode of a tracked show) is left out.
  const titles = new Map((episodes.data ?? []).map((episode) => [episode.number, episode.spoiler_shield ? null : episode.title]));
  const loadingSeasons = show !== null && !show.seasons && detail.isPending;

  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
      <div className="sm:col-span-2">
        <ShowPicker label={t("wallForm.show.label")} value={show} onChange={(picked) => dispatch({ type: "show", show: picked })} error={errors.show} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-season`} className="text-sm font-medium">
          {t("wallForm.checkIn.season")}
        </label>
        <select
          id={`${id}-season`}
          value={state.season ?? ""}
          disabled={!show || seasons.length === 0}
          aria-describedby={show && !loadingSeasons && seasons.length === 0 ? `${id}-seasons-note` : undefined}
          onChange={(event) => dispatch({ type: "season", value: event.target.value === "" ? null : Number(event.target.value) })}
          className={inputClass()}
        >
          <option value="">{loadingSeasons ? t("wallForm.checkIn.loading") : t("wallForm.checkIn.chooseSeason")}</option>
          {seasons.map((s) => (
            <option key={s.id} value={s.number}>
              {t("wallForm.checkIn.seasonOption", { number: s.number })}
            </option>
          ))}
        </select>
        {show && !loadingSeasons && seasons.length === 0 && (
          <p id={`${id}-seasons-note`} className="text-sm text-zinc-600 dark:text-zinc-400">
            {t("wallForm.checkIn.noSeasons")}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-episode`} className="text-sm font-medium">
          {t("wallForm.checkIn.episode")}
        </label>
        <select
          id={`${id}-episode`}
          value={state.episode ?? ""}
          disabled={!season}
          aria-invalid={errors.episode ? true : undefined}
          aria-describedby={errors.episode ? `${id}-episode-error` : undefined}
          onChange={(event) => dispatch({ type: "episode", value: event.target.value === "" ? null : Number(event.target.value) })}
          className={inputClass(Boolean(errors.episode))}
        >
          <option value="">{t("wallForm.checkIn.chooseEpisode")}</option>
          {Array.from({ length: season?.episodeCount ?? 0 }, (_, index) => index + 1).map((number) => {
            const title = titles.get(number);
            return (
              <option key={number} value={number}>
                {title ? t("wallForm.checkIn.episodeTitled", { number, title }) : t("wallForm.checkIn.episodeOption", { number })}
              </option>
            );
          })}
        </select>
        {errors.episode && (
          <p id={`${id}-episode-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.episode}
          </p>
        )}
      </div>
    </div>
  );
}

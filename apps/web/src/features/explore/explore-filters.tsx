import * as Slider from "@radix-ui/react-slider";
import { useTranslation } from "../../lib/use-translation";
import { LIMITS, SHOW_STATUSES, SHOW_TYPES } from "@dizilog/shared";
import { useGenres, useNetworks } from "../../entities/show";
import { type ExploreState, currentYear } from "./explore-url";
import { useStreamingServices } from "../watch";

export interface ExploreFiltersProps {
  state: ExploreState;
  onChange: (patch: Partial<ExploreState>) => void;
}

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-b border-zinc-200 pb-4 dark:border-zinc-800">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
      <input type="checkbox" checked={checked} onChange={onChange} className="h-4 w-4 accent-brand-700" />
      {label}
    </label>
  );
}

/** The left filter sidebar of Explore (spec section 2). */
export function ExploreFilters({ state, onChange }: ExploreFiltersProps) {
  const { t } = useTranslation();
  const genres = useGenres();
  const networks = useNetworks();
  const services = useStreamingServices();
  const maxYear = currentYear();
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="explore-keyword" className="mb-1 block text-sm font-semibold">
          {t("explore.keyword")}
        </label>
        <input
          id="explore-keyword"
          type="search"
          value={state.keyword}
          placeholder={t("explore.keywordPlaceholder")}
          onChange={(e) => onChange({ keyword: e.target.value })}
          className="w-full rounded-md border border-zinc-300 bg-transparent px-3 py-2 text-sm dark:border-zinc-700"
        />
      </div>

      <Fieldset legend={t("explore.type")}>
        {SHOW_TYPES.map((type) => (
          <Check key={type} label={t(`type.${type}`)} checked={state.types.includes(type)} onChange={() => onChange({ types: toggle(state.types, type) })} />
        ))}
      </Fieldset>

      <Fieldset legend={t("explore.rating")}>
        <Slider.Root
          className="relative flex h-5 w-full touch-none items-center select-none"
          min={0}
          max={LIMITS.ratingMax}
          step={LIMITS.ratingStep}
          minStepsBetweenThumbs={0}
          value={[state.ratingStart, state.ratingEnd]}
          onValueChange={([start, end]) => onChange({ ratingStart: start ?? 0, ratingEnd: end ?? LIMITS.ratingMax })}
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-zinc-200 dark:bg-zinc-700">
            <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
          </Slider.Track>
          <Slider.Thumb aria-label={t("explore.ratingStart")} className="block h-5 w-5 rounded-full border-2 border-brand-700 bg-white shadow" />
          <Slider.Thumb aria-label={t("explore.ratingEnd")} className="block h-5 w-5 rounded-full border-2 border-brand-700 bg-white shadow" />
        </Slider.Root>
        <p className="mt-2 flex justify-between text-sm" aria-live="polite">
          <span>{state.ratingStart.toFixed(1)}</span>
          <span>{state.ratingEnd.toFixed(1)}</span>
        </p>
      </Fieldset>

      <Fieldset legend={t("explore.year")}>
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor="explore-year-start">{t("explore.yearStart")}</label>
          <input
            id="explore-year-start"
            type="number"
            min={LIMITS.exploreYearFloor}
            max={maxYear}
            value={state.yearStart}
            onChange={(e) => onChange({ yearStart: Number(e.target.value) || LIMITS.exploreYearFloor })}
            className="w-full rounded-md border border-zinc-300 bg-transparent px-2 py-1.5 text-sm dark:border-zinc-700"
          />
          <span aria-hidden="true">–</span>
          <label className="sr-only" htmlFor="explore-year-end">{t("explore.yearEnd")}</label>
          <input
            id="explore-year-end"
            type="number"
            min={LIMITS.exploreYearFloor}
            max={maxYear}
            value={state.yearEnd}
            onChange={(e) => onChange({ yearEnd: Number(e.target.value) || maxYear })}
            className="w-full rounded-md border border-zinc-300 bg-transparent px-2 py-1.5 text-sm dark:border-zinc-700"
          />
        </div>
      </Fieldset>

      <Fieldset legend={t("explore.status")}>
        {SHOW_STATUSES.map((status) => (
          <Check key={status} label={t(`status.${status}`)} checked={state.statuses.includes(status)} onChange={() => onChange({ statuses: toggle(state.statuses, status) })} />
        ))}
      </Fieldset>

      {networks.data && networks.data.length > 0 && (
        <div className="border-b border-zinc-200 pb-4 dark:border-zinc-800">
          <label htmlFor="explore-network" className="mb-2 block text-sm font-semibold">
            {t("explore.network")}
          </label>
          <div className="flex gap-2">
            <select
              id="explore-network"
              value={state.network ?? ""}
              onChange={(e) => onChange({ network: e.target.value ? Number(e.target.value) : undefined })}
              className="w-full rounded-md border border-zinc-300 bg-transparent px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
            >
              <option value="">{t("explore.anyNetwork")}</option>
              {networks.data.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.name}
                </option>
              ))}
            </select>
            {state.network !== undefined && (
              <button type="button" onClick={() => onChange({ network: undefined })} className="text-sm text-brand-700 underline dark:text-brand-500">
                {t("explore.clearNetwork")}
              </button>
            )}
          </div>
        </div>
      )}

      {services.data && services.data.length > 0 && (
        <div className="border-b border-zinc-200 pb-4 dark:border-zinc-800">
          <label htmlFor="explore-service" className="mb-2 block text-sm font-semibold">
            {t("watch.explore.service")}
          </label>
          <div className="flex gap-2">
            <select
              id="explore-service"
              value={state.service ?? ""}
              onChange={(e) => onChange({ service: e.target.value || undefined })}
              className="w-full rounded-md border border-zinc-300 bg-transparent px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
            >
              <option value="">{t("watch.explore.anyService")}</option>
              {services.data.map((s) => (
                <option key={s.id} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
            {state.service !== undefined && (
              <button type="button" onClick={() => onChange({ service: undefined })} className="text-sm text-brand-700 underline dark:text-brand-500">
                {t("watch.explore.clearService")}
              </button>
            )}
          </div>
        </div>
      )}

      <Fieldset legend={t("explore.genres")}>
        {genres.data?.map((genre) => (
          <Check key={genre.id} label={t(`genre.${genre.slug}`, { defaultValue: genre.name })} checked={state.genres.includes(genre.id)} onChange={() => onChange({ genres: toggle(state.genres, genre.id) })} />
        ))}
      </Fieldset>
    </div>
  );
}

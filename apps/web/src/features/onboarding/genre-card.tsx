import { useTranslation } from "../../lib/use-translation";
import type { Genre } from "@dizilog/shared/api";
import { CheckBadge } from "./check-badge";
import { GenreArt } from "./genre-art";

export interface GenreCardProps {
  genre: Genre;
  selected: boolean;
  onToggle: (id: number) => void;
}

/** A genre picture card that toggles on and off (aria-pressed). */
export function GenreCard({ genre, selected, onToggle }: GenreCardProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onToggle(genre.id)}
      className={`group relative aspect-[5/4] w-full overflow-hidden rounded-xl text-start shadow-sm transition focus-visible:outline-offset-4 ${
        selected ? "ring-4 ring-brand-600 ring-offset-2 ring-offset-white dark:ring-brand-500 dark:ring-offset-zinc-950" : "hover:-translate-y-0.5 hover:shadow-md"
      }`}
    >
      <GenreArt slug={genre.slug} />
      <span className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/70 to-transparent px-3 pb-3 pt-8 text-base font-bold text-white sm:text-lg">
        {t(`genre.${genre.slug}`, { defaultValue: genre.name })}
      </span>
      {selected && <CheckBadge />}
    </button>
  );
}

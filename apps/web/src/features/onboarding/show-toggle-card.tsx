import type { Show } from "@dizilog/shared/api";
import { CheckBadge } from "./check-badge";
import { posterSrc } from "../../lib/data-saver";

export interface ShowToggleCardProps {
  show: Show;
  selected: boolean;
  onToggle: (id: number) => void;
}

/** A poster that adds the show to (or removes it from) the onboarding watchlist (aria-pressed). */
export function ShowToggleCard({ show, selected, onToggle }: ShowToggleCardProps) {
  return (
    <button type="button" aria-pressed={selected} onClick={() => onToggle(show.id)} className="group block w-full rounded-lg text-start focus-visible:outline-offset-4">
      <span
        className={`relative block overflow-hidden rounded-lg bg-zinc-200 transition dark:bg-zinc-800 ${
          selected ? "ring-4 ring-brand-600 ring-offset-2 ring-offset-white dark:ring-brand-500 dark:ring-offset-zinc-950" : ""
        }`}
      >
        <img
          src={posterSrc(show.poster)}
          alt=""
          width={300}
          height={450}
          loading="lazy"
          className={`aspect-[2/3] w-full object-cover transition duration-300 ${selected ? "opacity-80" : "group-hover:scale-105"}`}
        />
        {selected && <CheckBadge />}
      </span>
      <span className="mt-2 line-clamp-2 block text-sm font-semibold">{show.original_title}</span>
      {show.year && <span className="block text-xs text-zinc-600 dark:text-zinc-400">{show.year}</span>}
    </button>
  );
}

import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { LIMITS } from "@dizilog/shared";
import { describedBy, inputClass } from "../../ui/field";
import { useDebounced } from "../../lib/use-debounced";
import { useShowPickerSearch } from "./api";
import type { PickedShow } from "./form-state";

export interface ShowPickerProps {
  /** The label of the field ("Show", "Similar show"). */
  label: string;
  value: PickedShow | null;
  onChange: (show: PickedShow | null) => void;
  error?: string | undefined;
}

/**
 * A show chosen by title: a combobox searching the catalog (the header search's call, 500 ms
 * debounce, 8 results, with each show's seasons), or the chosen show with a button to change it.
 * WAI-ARIA combobox: Up and Down move, Enter picks, Escape closes, the result count is announced.
 */
export function ShowPicker({ label, value, onChange, error }: ShowPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(query.trim(), LIMITS.headerSearchDebounceMs);
  const search = useShowPickerSearch(value ? "" : debounced);
  const results = debounced ? (search.data ?? []) : [];
  const expanded = open && results.length > 0;
  const errorText = error;

  const pick = (index: number) => {
    const show = results[index];
    if (!show) return;
    onChange({ id: show.id, title: show.original_title, poster: show.poster, year: show.year, seasons: show.seasons });
    setQuery("");
    setOpen(false);
    setActive(-1);
  };

  const handleClear = () => {
    onChange(null);
    // The search box takes the place of the chosen show: the focus goes there.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (!results.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      // Enter picks a result; it never sends the post from here.
      event.preventDefault();
      if (expanded) pick(active >= 0 ? active : 0);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const status = !debounced || value ? "" : search.isFetching && !results.length ? t("wallForm.show.searching") : search.isSuccess && !results.length ? t("wallForm.show.none", { query: debounced }) : search.isSuccess ? t("wallForm.show.results", { count: results.length }) : "";

  if (value) {
    return (
      <div className="flex flex-col gap-1">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        <div role="group" aria-labelledby={`${id}-label`} className="flex items-center gap-3 rounded-md border border-zinc-300 p-2 dark:border-zinc-700">
          <img src={value.poster} alt="" width={32} height={48} className="h-12 w-8 shrink-0 rounded object-cover" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{value.title}</span>
            {value.year !== null && <span className="block text-xs text-zinc-600 dark:text-zinc-400">{value.year}</span>}
          </span>
          <button
            type="button"
            onClick={handleClear}
            aria-label={t("wallForm.show.change", { title: value.title })}
            aria-describedby={errorText ? `${id}-error` : undefined}
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-500 dark:hover:bg-zinc-800"
          >
            {t("wallForm.show.changeShort")}
          </button>
        </div>
        {errorText && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorText}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy(id, undefined, errorText, status || undefined)}
          value={query}
          placeholder={t("wallForm.show.placeholder")}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={handleKeyDown}
          className={inputClass(Boolean(errorText))}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t("wallForm.show.resultsLabel", { label })}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {results.map((show, index) => (
            <li
              key={show.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // The input keeps the focus: a pointer pick must not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
              className={`flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 ${index === active ? "bg-zinc-100 dark:bg-zinc-800" : "hover:bg-zinc-50 dark:hover:bg-zinc-800/60"}`}
            >
              <img src={show.poster} alt="" width={24} height={36} loading="lazy" className="h-9 w-6 shrink-0 rounded object-cover" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{show.original_title}</span>
              {show.year !== null && <span className="text-xs text-zinc-600 dark:text-zinc-400">{show.year}</span>}
            </li>
          ))}
        </ul>
      </div>
      {/* The count is for screen readers (the list shows it); "nothing found" and "searching" are for everyone. */}
      <p id={`${id}-status`} aria-live="polite" className={`text-sm text-zinc-600 empty:hidden dark:text-zinc-400 ${expanded ? "sr-only" : ""}`}>
        {status}
      </p>
      {errorText && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorText}
        </p>
      )}
    </div>
  );
}

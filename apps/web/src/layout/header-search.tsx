import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { Link, useNavigate } from "react-router";
import { LIMITS } from "@dizilog/shared";
import { useShowSearch } from "../entities/show/api";
import { useDebounced } from "../lib/use-debounced";
import { SearchIcon } from "../ui/icons";
import { posterSrc } from "../lib/data-saver";

/**
 * Header search (spec: 500 ms debounce, up to 8 results with poster, original title and year;
 * Enter goes to /search?q=; a no-results prompt; an empty query clears the results).
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(query.trim(), LIMITS.headerSearchDebounceMs);
  const { data: results = [], isFetching } = useShowSearch(debounced);
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const shown = debounced ? results : [];

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? shown[active] : undefined;
    setOpen(false);
    if (chosen) navigate(chosen.url);
    else if (query.trim()) navigate(`/search?q=${encodeURIComponent(query.trim())}`);
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, shown.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const expanded = open && debounced.length > 0;
  return (
    <div ref={boxRef} className="relative w-full max-w-md">
      <form role="search" onSubmit={handleSubmit} className="flex">
        <label htmlFor={`${listId}-input`} className="sr-only">
          {t("search.label")}
        </label>
        <input
          id={`${listId}-input`}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={query}
          placeholder={t("search.placeholder")}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={handleKeyDown}
          className="w-full min-w-0 text-ellipsis rounded-s-full border border-zinc-300 bg-zinc-50 ps-4 pe-2 py-2 text-sm outline-none focus:border-brand-600 dark:border-zinc-700 dark:bg-zinc-900"
        />
        <button type="submit" className="rounded-e-full bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800">
          <SearchIcon />
          <span className="sr-only">{t("search.submit")}</span>
        </button>
      </form>
      {expanded && (
        <div className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xl dark:border-zinc-700 dark:bg-zinc-900">
          {isFetching && shown.length === 0 ? (
            <p className="p-4 text-sm text-zinc-500" role="status">
              {t("common.loading")}
            </p>
          ) : shown.length === 0 ? (
            <p className="p-4 text-sm" role="status">
              {t("search.noResults", { query: debounced })}{" "}
              <Link className="font-medium text-brand-700 underline dark:text-brand-500" to={`/explore?keyword=${encodeURIComponent(debounced)}`} onClick={() => setOpen(false)}>
                {t("search.refine")}
              </Link>
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t("search.results")}>
              {shown.map((show, i) => (
                <li key={show.id} id={`${listId}-${i}`} role="option" aria-selected={i === active}>
                  <Link
                    to={show.url}
                    onClick={() => setOpen(false)}
                    className={`flex items-center gap-3 px-3 py-2 hover:bg-zinc-100 dark:hover:bg-zinc-800 ${i === active ? "bg-zinc-100 dark:bg-zinc-800" : ""}`}
                  >
                    <img src={posterSrc(show.poster)} alt="" width={32} height={48} className="h-12 w-8 rounded object-cover" loading="lazy" />
                    <span className="flex-1">
                      <span className="block text-sm font-medium">{show.original_title}</span>
                      <span className="block text-xs text-zinc-500 dark:text-zinc-400">{show.year ?? ""}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

import { useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Gif } from "@dizilog/shared/api";
import { COMMENT_LIMITS } from "@dizilog/shared/api/comment-ids";
import { Modal } from "../../ui/modal";
import { TextInput } from "../../ui/text-input";
import { Loader } from "../../ui/states";
import { useDebounced } from "../../lib/use-debounced";
import { useGifSearch } from "./api";

export interface GifPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (gif: Gif) => void;
}

/**
 * The GIF picker (spec: 24 results, rating g, 500 ms debounce): a search field, then a grid of
 * buttons. An empty query asks nothing; no result says "nothing here"; a failure says so.
 */
export function GifPicker({ open, onOpenChange, onPick }: GifPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const debounced = useDebounced(query.trim(), COMMENT_LIMITS.gifDebounceMs);
  const search = useGifSearch(debounced);
  const statusId = useId();
  const results = search.data ?? [];

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("comments.gifs.title")}>
      <div className="space-y-3">
        <TextInput id="gif-search" type="search" label={t("comments.gifs.search")} value={query} onChange={setQuery} autoFocus />
        <div id={statusId} aria-live="polite" className="text-sm text-zinc-600 dark:text-zinc-400">
          {!debounced
            ? t("comments.gifs.hint")
            : search.isError
              ? <span className="text-red-700 dark:text-red-400">{t("comments.gifs.error")}</span>
              : search.isSuccess && !results.length
                ? t("comments.gifs.nothing")
                : search.isSuccess
                  ? t("comments.gifs.results", { count: results.length })
                  : ""}
        </div>
        {debounced && search.isPending && <Loader />}
        {results.length > 0 && (
          <ul className="grid max-h-[50vh] grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
            {results.map((gif, index) => (
              <li key={gif.id}>
                <button
                  type="button"
                  onClick={() => onPick(gif)}
                  className="block w-full overflow-hidden rounded-md bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-zinc-800"
                >
                  <img src={gif.preview_url} alt={t("comments.gifs.result", { query: debounced, number: index + 1 })} loading="lazy" className="aspect-square w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="text-end text-xs text-zinc-600 dark:text-zinc-400">{t("comments.gifs.poweredBy")}</p>
      </div>
    </Modal>
  );
}

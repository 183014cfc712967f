import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { List, Show } from "@dizilog/shared/api";
import { useToast } from "../../ui/toast";
import { useGatedAction, useMe } from "../../entities/user";
import { useAddToList, useListDetail, useRemoveFromList, useUserLists } from "./api";
import { CreateListModal } from "./create-list-modal";
import { ListIcon } from "../../entities/list";

export interface AddToListButtonProps {
  show: Show;
}

const ROW = "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-start text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800";

/**
 * "Add to list" on the show page: a menu of the user's lists, each with a checkmark when the show
 * is in it (a click adds or removes the show at once, the menu stays open), and "New list…",
 * which creates a list with this show in it. A visitor gets the login modal; an unverified account
 * the verify message (every list write needs a verified email).
 *
 * Built as a disclosure (a button with aria-expanded and a panel of checkboxes) rather than with
 * the Radix dropdown menu: sharing that module with this lazy page would split it out of the first
 * page's chunk and cost the first load about 200 bytes of its budget.
 */
export function AddToListButton({ show }: AddToListButtonProps) {
  const { t } = useTranslation();
  const id = useId();
  const me = useMe().data;
  const gated = useGatedAction();
  const [open, setOpen] = useState(false);
  const [warm, setWarm] = useState(false);
  const [creating, setCreating] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wanted = Boolean(me) && (open || warm);

  const lists = useUserLists(me?.slug, { enabled: wanted });
  const rows = lists.data?.data ?? [];

  // A click anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [open]);

  // Opening moves focus into the menu (named by its heading); Tab then walks its lists.
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const handleToggle = () => {
    if (open) close(false);
    else gated(() => setOpen(true), { verified: true });
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close(true);
    }
  };
  // Tabbing out of the menu closes it.
  const handleBlur = (event: FocusEvent) => {
    if (open && event.relatedTarget && !containerRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };
  // Fetch the lists as soon as the user heads for the button.
  const handleWarm = () => {
    if (me) setWarm(true);
  };
  const handleNewList = () => {
    setOpen(false);
    setCreating(true);
  };
  const handleCreatingChange = (next: boolean) => {
    setCreating(next);
    // The dialog has no Radix trigger to give focus back to: return it to the button.
    if (!next) setTimeout(() => buttonRef.current?.focus());
  };

  return (
    <div ref={containerRef} className="relative" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={handleToggle}
        onPointerEnter={handleWarm}
        onFocus={handleWarm}
        className={`inline-flex items-center justify-center gap-2 rounded-full border-2 px-5 py-2 text-sm font-semibold hover:bg-zinc-100 dark:hover:bg-zinc-800 ${
          open ? "border-brand-700 dark:border-brand-500" : "border-zinc-300 dark:border-zinc-700"
        }`}
      >
        <ListIcon />
        {t("lists.addToList.button")}
        <svg viewBox="0 0 24 24" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      {open && (
        <div
          ref={panelRef}
          id={`${id}-panel`}
          role="group"
          tabIndex={-1}
          aria-labelledby={`${id}-heading`}
          // A sheet at the bottom of a phone's screen; a panel under the button from the small breakpoint.
          className="fixed inset-x-0 bottom-0 z-40 max-h-[70vh] overflow-y-auto rounded-t-2xl border border-zinc-200 bg-white p-2 pb-4 text-zinc-900 shadow-2xl sm:absolute sm:inset-x-auto sm:start-0 sm:bottom-auto sm:top-full sm:mt-2 sm:max-h-96 sm:w-72 sm:rounded-lg sm:pb-2 sm:shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        >
          <p id={`${id}-heading`} className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
            {t("lists.addToList.heading")}
          </p>
          {lists.isPending ? (
            <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-zinc-600 dark:text-zinc-400">
              <span className="h-4 w-4 animate-spin rounded-full border-2 border-zinc-300 border-t-brand-600" aria-hidden="true" />
              {t("lists.addToList.loading")}
            </p>
          ) : lists.isError ? (
            <button type="button" onClick={() => void lists.refetch()} className={`${ROW} text-red-700 dark:text-red-400`}>
              {t("lists.addToList.error")}
            </button>
          ) : rows.length === 0 ? (
            <p className="px-3 py-2 text-sm text-zinc-600 dark:text-zinc-400">{t("lists.addToList.empty")}</p>
          ) : (
            <ul>
              {rows.map((list) => (
                <li key={list.id}>
                  <ListCheckbox list={list} show={show} inputId={`${id}-list-${list.id}`} enabled={wanted} />
                </li>
              ))}
            </ul>
          )}
          {lists.data && lists.data.meta.pagination.total > rows.length && (
            <Link to="/tracker#lists" className={`${ROW} font-medium text-brand-700 dark:text-brand-500`}>
              {t("lists.addToList.seeAll")}
            </Link>
          )}
          <div className="my-1 h-px bg-zinc-200 dark:bg-zinc-700" />
          <button type="button" onClick={handleNewList} className={`${ROW} font-semibold`}>
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" aria-hidden="true">
              <path d="M12 5v14M5 12h14" />
            </svg>
            {t("lists.addToList.newList")}
          </button>
        </div>
      )}
      <CreateListModal open={creating} onOpenChange={handleCreatingChange} addShow={show} />
    </div>
  );
}

/** One list of the menu: checked when the show is in it (known once the list's shows are loaded). */
function ListCheckbox({ list, show, inputId, enabled }: { list: List; show: Show; inputId: string; enabled: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const detail = useListDetail(list.id, enabled);
  const add = useAddToList();
  const remove = useRemoveFromList();
  const inList = detail.data?.shows.data.some((s) => s.id === show.id) ?? false;
  // The box flips on the click itself; the cached list follows a moment later (or rolls back).
  const [pending, setPending] = useState<boolean | null>(null);
  if (pending !== null && pending === inList) setPending(null);
  const checked = pending ?? inList;
  const handleChange = () => {
    const settle = { onSettled: () => setPending(null) };
    setPending(!checked);
    if (checked) {
      remove.mutate({ listId: list.id, showId: show.id }, settle);
      toast(t("lists.addToList.removed", { name: list.name }), "success");
    } else {
      add.mutate({ listId: list.id, show }, settle);
      toast(t("lists.addToList.added", { name: list.name }), "success");
    }
  };
  return (
    <label htmlFor={inputId} className={`${ROW} cursor-pointer has-[:disabled]:cursor-wait`}>
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        disabled={!detail.data}
        onChange={handleChange}
        className="h-5 w-5 shrink-0 rounded border-zinc-400 accent-brand-700 disabled:opacity-50"
      />
      <span className="min-w-0 flex-1 truncate">{list.name}</span>
      {detail.isError ? (
        <span className="text-xs text-red-700 dark:text-red-400">{t("lists.addToList.rowError")}</span>
      ) : (
        !list.public && <span className="text-xs text-zinc-600 dark:text-zinc-400">{t("lists.private")}</span>
      )}
    </label>
  );
}

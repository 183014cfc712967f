import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useLocation } from "react-router";
import type { User } from "@dizilog/shared/api";
import { BellIcon } from "../../ui/icons";
import { RowsSkeleton } from "../../ui/skeletons";

// The panel (and every notification kind's text) comes when the bell is first opened, not with the
// first page: the shell's JavaScript stays within its budget (decision 39).
const BellPanel = lazy(() => import("./bell-panel").then((module) => ({ default: module.BellPanel })));

/**
 * The header's bell (spec "Header search and notifications"): an unread dot, and a panel with the
 * latest ten, "mark all as read" and a link to every notification. A disclosure (the button says
 * whether the panel is open; Escape or a click elsewhere closes it and focus returns to the bell),
 * since the panel holds a heading, links and buttons rather than a menu of commands.
 */
export function NotificationBell({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const count = user.unread_count ?? 0;

  // A followed link lands on another page: the panel closes behind it.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (!open) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const handlePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", handleKey);
    document.addEventListener("pointerdown", handlePointer);
    return () => {
      document.removeEventListener("keydown", handleKey);
      document.removeEventListener("pointerdown", handlePointer);
    };
  }, [open]);

  const handleToggle = () => {
    setOpenedAt(pathname);
    setOpen((o) => !o);
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        id="notification-bell"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={handleToggle}
        className="relative flex rounded-md p-2 text-zinc-700 hover:bg-zinc-100 aria-expanded:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:aria-expanded:bg-zinc-800"
      >
        <BellIcon className="h-6 w-6" />
        {count > 0 && <span aria-hidden="true" data-testid="unread-dot" className="absolute end-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600 ring-2 ring-white dark:ring-zinc-950" />}
        <span className="sr-only">{count > 0 ? t("notifications.bellUnread", { count }) : t("notifications.bell")}</span>
      </button>
      {open && (
        <section
          ref={panelRef}
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className="fixed inset-x-2 top-16 z-40 overflow-hidden rounded-lg border border-zinc-200 bg-white text-zinc-900 shadow-lg md:absolute md:inset-x-auto md:end-0 md:top-full md:mt-2 md:w-96 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        >
          <Suspense
            fallback={
              <div className="p-4">
                <RowsSkeleton count={4} thumb="round" />
              </div>
            }
          >
            <BellPanel titleId={`${panelId}-title`} unread={count} onNavigate={() => setOpen(false)} />
          </Suspense>
        </section>
      )}
    </div>
  );
}

import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface SubTabsProps<T extends string> {
  tabs: readonly T[];
  active: T;
  onSelect: (tab: T) => void;
  /** The tablist's accessible name. */
  label: string;
  /** Prefix of the tab and panel ids (unique on the page). */
  idPrefix: string;
  labelOf: (tab: T) => string;
  children: ReactNode;
}

/**
 * A segmented control with the WAI-ARIA tabs pattern: one tab stop, arrow keys move and select
 * (mirrored right to left), Home and End jump. Nested in another tab panel, so it is smaller.
 */
export function SubTabs<T extends string>({ tabs, active, onSelect, label, idPrefix, labelOf, children }: SubTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const index = tabs.indexOf(active);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const target = step !== undefined ? (index + step + tabs.length) % tabs.length : event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target] ?? active;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="inline-flex max-w-full gap-1 overflow-x-auto rounded-full bg-zinc-100 p-1 [scrollbar-width:none] dark:bg-zinc-800/80"
      >
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(node) => {
                if (node) refs.current.set(tab, node);
                else refs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab}`}
              aria-selected={selected}
              aria-controls={selected ? `${idPrefix}-panel-${tab}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab)}
              className={`shrink-0 whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${
                selected
                  ? "bg-white text-brand-700 shadow-sm dark:bg-zinc-950 dark:text-brand-500"
                  : "text-zinc-600 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-white"
              }`}
            >
              {labelOf(tab)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${active}`} aria-labelledby={`${idPrefix}-tab-${active}`} tabIndex={-1} className="rounded-md pt-4 focus:outline-none focus-visible:outline-2">
        {children}
      </div>
    </div>
  );
}

import { type KeyboardEvent, type ReactNode, useRef } from "react";

/**
 * Where a key moves the selection among `count` tabs (WAI-ARIA tabs pattern): the arrows step and
 * wrap around, mirrored right to left; Home and End jump to the ends. undefined for other keys.
 */
export function tabKeyTarget(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[key];
  if (step !== undefined) return (index + step + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

export interface TabsProps<T extends string> {
  tabs: readonly T[];
  active: T;
  onSelect: (tab: T) => void;
  /** The tablist's accessible name. */
  label: string;
  /** Prefix of the tab and panel ids (unique on the page). */
  idPrefix: string;
  labelOf: (tab: T) => string;
  /** "underline": a page's main tabs; "pills": a smaller segmented control nested in another panel. */
  variant?: "underline" | "pills";
  /** The active tab's panel. */
  children: ReactNode;
}

const LOOK = {
  underline: {
    list: "-mx-4 flex gap-1 overflow-x-auto border-b border-zinc-200 px-4 [scrollbar-width:none] sm:mx-0 sm:px-0 dark:border-zinc-800",
    tab: "-mb-px border-b-2 px-3 py-2.5 focus-visible:outline-offset-[-2px]",
    selected: "border-brand-700 text-brand-700 dark:border-brand-500 dark:text-brand-500",
    idle: "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-white",
    panel: "rounded-md pt-5",
  },
  pills: {
    list: "inline-flex max-w-full gap-1 overflow-x-auto rounded-full bg-zinc-100 p-1 [scrollbar-width:none] dark:bg-zinc-800/80",
    tab: "rounded-full px-4 py-1.5",
    selected: "bg-white text-brand-700 shadow-sm dark:bg-zinc-950 dark:text-brand-500",
    idle: "text-zinc-600 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-white",
    panel: "rounded-md pt-4 focus:outline-none focus-visible:outline-2",
  },
} as const;

/**
 * Tabs (WAI-ARIA tabs pattern): one tab stop (roving tabindex), arrow keys move and select
 * (mirrored in right-to-left languages), Home and End jump; only the active panel is rendered.
 */
export function Tabs<T extends string>({ tabs, active, onSelect, label, idPrefix, labelOf, variant = "underline", children }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const look = LOOK[variant];

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const target = tabKeyTarget(event.key, tabs.indexOf(active), tabs.length, rtl);
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target] ?? active;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={handleKeyDown} className={look.list}>
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
              className={`shrink-0 whitespace-nowrap text-sm font-semibold transition-colors ${look.tab} ${selected ? look.selected : look.idle}`}
            >
              {labelOf(tab)}
            </button>
          );
        })}
      </div>
      {/* A page's panel is a tab stop of its own (its content may start with text); a nested one is reached through its tab. */}
      <div role="tabpanel" id={`${idPrefix}-panel-${active}`} aria-labelledby={`${idPrefix}-tab-${active}`} tabIndex={variant === "underline" ? 0 : -1} className={look.panel}>
        {children}
      </div>
    </div>
  );
}

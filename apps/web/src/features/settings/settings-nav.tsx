import { useEffect, useRef } from "react";
import { useTranslation } from "../../lib/use-translation";
import { NavLink } from "react-router";
import { SETTINGS_SECTIONS, type SettingsSection, sectionLabelKey } from "./sections";

export interface SettingsNavProps {
  current: SettingsSection;
}

/** The settings sections: a side list on wide screens, a horizontally scrolling tab row on phones. */
export function SettingsNav({ current }: SettingsNavProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls: keep the current section in view.
  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [current]);

  return (
    <nav aria-label={t("settings.nav")} className="-mx-4 min-w-0 md:mx-0">
      <ul ref={listRef} className="flex snap-x gap-1 overflow-x-auto border-b border-zinc-200 px-4 pb-px md:flex-col md:overflow-visible md:border-b-0 md:px-0 dark:border-zinc-800">
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section} className="shrink-0 snap-start">
            <NavLink
              to={`/settings/${section}`}
              className={({ isActive }) => `block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium md:rounded-md md:border-b-0 md:border-s-4 ${linkColor(isActive, section === "delete-account")}`}
            >
              {t(sectionLabelKey(section))}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function linkColor(isActive: boolean, danger: boolean): string {
  if (isActive) return "border-brand-600 text-brand-700 md:bg-brand-50 dark:border-brand-500 dark:text-white md:dark:bg-zinc-800";
  const text = danger ? "text-red-700 dark:text-red-400" : "text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white";
  return `border-transparent md:hover:bg-zinc-100 md:dark:hover:bg-zinc-800 ${text}`;
}

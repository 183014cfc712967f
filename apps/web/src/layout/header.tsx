import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { HeaderSearch } from "./header-search";
import { LanguageSwitcher } from "./language-switcher";
import { ThemeToggle } from "./theme-toggle";

const NAV = [
  { to: "/explore", key: "nav.explore" },
  { to: "/birthdays", key: "nav.birthdays" },
  { to: "/mobile", key: "nav.mobile" },
] as const;

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700 dark:text-brand-500" : "hover:text-brand-700 dark:hover:text-brand-500"}`;
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link to="/explore" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-700 dark:text-brand-500">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Dizilog</span>
        </Link>
        <nav aria-label={t("nav.main")} className="hidden md:block">
          <ul className="flex">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-1 justify-end">
          <HeaderSearch />
        </div>
        <div className="hidden items-center gap-1 md:flex">
          <LanguageSwitcher id="language-header" />
          <ThemeToggle />
        </div>
        <button
          type="button"
          className="rounded-md p-2 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span>
          <span className="sr-only">{t("nav.menu")}</span>
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t("nav.main")} className="border-t border-zinc-200 px-4 py-3 md:hidden dark:border-zinc-800">
          <ul className="flex flex-col">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass} onClick={() => setMenuOpen(false)}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center justify-between">
            <LanguageSwitcher id="language-mobile" />
            <ThemeToggle />
          </div>
        </nav>
      )}
    </header>
  );
}

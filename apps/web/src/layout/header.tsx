import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { Link, NavLink, useLocation } from "react-router";
import { useMe } from "../features/auth/api";
import { HeaderAccount } from "../features/auth/header-account";
import { MobileAccountMenu } from "../features/auth/mobile-account-menu";
import { useLogoutAction } from "../features/auth/use-logout-action";
import { NotificationBell, forgetPushSubscription, useNotificationStream, usePushSync } from "../features/notifications";
import { HeaderSearch } from "./header-search";
import { LanguageSwitcher } from "./language-switcher";
import { ThemeToggle } from "./theme-toggle";

const NAV = [
  { to: "/explore", key: "nav.explore" },
  { to: "/community", key: "nav.community" },
  // Only from lg in the desktop bar: between md and lg the search field needs the room.
  { to: "/calendar", key: "nav.calendar", wideOnly: true },
  { to: "/birthdays", key: "nav.birthdays", wideOnly: true },
  { to: "/mobile", key: "nav.mobile" },
] as const;

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const me = useMe();
  // The tracker is the signed-in user's home: first in the navigation once there is a user.
  const nav = me.data ? [{ to: "/tracker", key: "nav.tracker" } as const, ...NAV] : NAV;
  // A failed fetch of the user counts as a visitor here: the header must still offer "Log in".
  const user = me.isPending ? undefined : (me.data ?? null);
  const { logOut: endSession, loggingOut } = useLogoutAction();
  // The bell updates without a reload; this browser's push subscription is kept registered.
  useNotificationStream(user?.id);
  usePushSync(user?.id);
  // This browser stops getting the user's pushes before the session ends (another person may sign in here).
  const logOut = () => {
    if (!user) return endSession();
    void forgetPushSubscription(user.id).finally(endSession);
  };
  const handleCloseMenu = () => setMenuOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The phone menu lies over the page (it does not push it down) and closes as soon as the user
  // works elsewhere: Escape (focus back on its button), a tap or focus outside it, another page.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !menuRef.current?.contains(target) && !menuButton.current?.contains(target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) setMenuOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [menuOpen]);
  const handleMobileLogOut = () => {
    setMenuOpen(false);
    logOut();
  };
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700 dark:text-brand-500" : "hover:text-brand-700 dark:hover:text-brand-500"}`;
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link to="/explore" className="flex shrink-0 items-center gap-2 text-xl font-extrabold tracking-tight text-brand-700 dark:text-brand-500">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {/* On a phone the mark alone: the search field needs the room for its placeholder. */}
          <span className="sr-only sm:not-sr-only">Dizilog</span>
        </Link>
        <nav aria-label={t("nav.main")} className="hidden shrink-0 md:block">
          <ul className="flex">
            {nav.map((item) => (
              <li key={item.to} className={"wideOnly" in item ? "hidden lg:block" : undefined}>
                <NavLink to={item.to} className={linkClass}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-1 justify-end">
          <HeaderSearch />
        </div>
        {user && <NotificationBell user={user} />}
        <div className="hidden items-center gap-1 md:flex">
          {/* Narrower between md and lg, where the account corner also needs room. */}
          <div className="[&_select]:max-w-28 lg:[&_select]:max-w-none">
            <LanguageSwitcher id="language-header" />
          </div>
          <ThemeToggle />
          <div className="ms-1 flex items-center">
            <HeaderAccount user={user} onLogOut={logOut} loggingOut={loggingOut} />
          </div>
        </div>
        <button
          ref={menuButton}
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
        <nav
          ref={menuRef}
          id="mobile-menu"
          aria-label={t("nav.main")}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-zinc-200 bg-white px-4 py-3 shadow-lg md:hidden dark:border-zinc-800 dark:bg-zinc-950"
        >
          <ul className="flex flex-col">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass} onClick={handleCloseMenu}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-zinc-200 pt-3 dark:border-zinc-800">
            <MobileAccountMenu user={user} onNavigate={handleCloseMenu} onLogOut={handleMobileLogOut} loggingOut={loggingOut} />
          </div>
          <div className="mt-3 flex items-center justify-between">
            <LanguageSwitcher id="language-mobile" />
            <ThemeToggle />
          </div>
        </nav>
      )}
    </header>
  );
}

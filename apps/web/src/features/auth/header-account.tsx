import { lazy, Suspense } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { User } from "@dizilog/shared/api";
import { useAuthModal } from "../../entities/user";
import { preloadLoginModal } from "./login-modal-host";
import { Avatar } from "../../ui/avatar";

// Radix DropdownMenu only reaches signed-in users' browsers.
const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));

export interface HeaderAccountProps {
  /** undefined while the user is being fetched, null for a visitor. */
  user: User | null | undefined;
  onLogOut: () => void;
  loggingOut: boolean;
}

/** The header's account corner on wide screens: "Log in" and "Sign up", or the avatar menu. */
export function HeaderAccount({ user, onLogOut, loggingOut }: HeaderAccountProps) {
  const { t } = useTranslation();
  const { openLogin } = useAuthModal();
  // Keeps the room of the two buttons while loading, so the search box does not jump.
  if (user === undefined) return <span aria-hidden="true" className="h-9 w-16 animate-pulse rounded-md bg-zinc-100 lg:w-36 dark:bg-zinc-800" />;
  if (user) {
    return (
      <Suspense fallback={<Avatar src={user.avatar} size={36} />}>
        <UserMenu user={user} onLogOut={onLogOut} loggingOut={loggingOut} />
      </Suspense>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => openLogin()}
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
        className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800"
      >
        {t("userMenu.logIn")}
      </button>
      {/* Between md and lg the header is narrow: "Sign up" stays in the modal ("Create an account") and the phone menu. */}
      <Link to="/register" className="hidden whitespace-nowrap rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 lg:inline-block">
        {t("userMenu.signUp")}
      </Link>
    </div>
  );
}

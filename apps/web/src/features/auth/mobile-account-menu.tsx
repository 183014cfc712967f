import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { User } from "@dizilog/shared/api";
import { useAuthModal } from "../../entities/user";
import { preloadLoginModal } from "./login-modal-host";
import { Avatar } from "../../ui/avatar";

export interface MobileAccountMenuProps {
  /** undefined while the user is being fetched, null for a visitor. */
  user: User | null | undefined;
  onNavigate: () => void;
  onLogOut: () => void;
  loggingOut: boolean;
}

const ITEM = "block w-full rounded-md px-3 py-2 text-start text-sm font-medium hover:bg-zinc-100 disabled:opacity-60 dark:hover:bg-zinc-800";

/** The account items of the phone menu: log in / sign up, or the user with profile, settings, log out. */
export function MobileAccountMenu({ user, onNavigate, onLogOut, loggingOut }: MobileAccountMenuProps) {
  const { t } = useTranslation();
  const { openLogin } = useAuthModal();
  if (user === undefined) return null;
  if (!user) {
    return (
      <div className="flex gap-2">
        {/* The menu stays open behind the modal, so focus can come back to this button. */}
        <button
          type="button"
          onClick={() => openLogin()}
          onFocus={preloadLoginModal}
          className="flex-1 rounded-md border border-zinc-300 px-3 py-2 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          {t("userMenu.logIn")}
        </button>
        <Link to="/register" onClick={onNavigate} className="flex-1 rounded-md bg-brand-700 px-3 py-2 text-center text-sm font-medium text-white hover:bg-brand-800">
          {t("userMenu.signUp")}
        </Link>
      </div>
    );
  }
  return (
    <section aria-label={t("userMenu.account")}>
      <div className="flex items-center gap-3 px-3 py-2">
        <Avatar src={user.avatar} size={40} />
        <span className="min-w-0">
          <span className="block truncate font-semibold">{user.name}</span>
          <span className="block truncate text-sm text-zinc-600 dark:text-zinc-400">
            <bdi dir="ltr">@{user.username}</bdi>
          </span>
        </span>
      </div>
      <ul className="flex flex-col">
        <li>
          <Link to={`/user/${user.slug}`} onClick={onNavigate} className={ITEM}>
            {t("userMenu.profile")}
          </Link>
        </li>
        <li>
          <Link to="/settings/profile" onClick={onNavigate} className={ITEM}>
            {t("userMenu.settings")}
          </Link>
        </li>
        {user.private_account && (
          <li>
            <Link to="/settings/privacy" onClick={onNavigate} className={ITEM}>
              {t("socialMenu.followRequests")}
            </Link>
          </li>
        )}
        {(user.role === "staff" || user.role === "moderator") && (
          <li>
            <Link to="/moderation" onClick={onNavigate} className={ITEM}>
              {t("socialMenu.moderation")}
            </Link>
          </li>
        )}
        <li>
          <button type="button" onClick={onLogOut} disabled={loggingOut} className={ITEM}>
            {loggingOut ? t("userMenu.loggingOut") : t("userMenu.logOut")}
          </button>
        </li>
      </ul>
    </section>
  );
}

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useEffect } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { User } from "@dizilog/shared/api";
import { Avatar } from "../../ui/avatar";

export interface UserMenuProps {
  user: User;
  onLogOut: () => void;
  loggingOut: boolean;
}

const ITEM =
  "flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";

/** The signed-in user's avatar menu in the header (desktop): profile, settings, log out. */
export function UserMenu({ user, onLogOut, loggingOut }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  // Its code comes after the page's (a lazy chunk): `<html data-user-menu>` says the avatar now opens
  // the menu (browser tests wait for it, as they wait for `data-hydrated`).
  useEffect(() => {
    document.documentElement.dataset.userMenu = "ready";
  }, []);
  return (
    <DropdownMenu.Root dir={i18n.dir()} modal={false}>
      <DropdownMenu.Trigger
        id="user-menu-trigger"
        className="flex items-center rounded-full p-0.5 hover:ring-2 hover:ring-zinc-300 data-[state=open]:ring-2 data-[state=open]:ring-brand-600 dark:hover:ring-zinc-600"
      >
        <Avatar src={user.avatar} size={32} />
        <span className="sr-only">{t("userMenu.open")}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-40 w-64 rounded-lg border border-zinc-200 bg-white p-1 text-zinc-900 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
            <Avatar src={user.avatar} size={40} />
            <span className="min-w-0">
              <span className="block truncate font-semibold">{user.name}</span>
              <span className="block truncate text-sm text-zinc-600 dark:text-zinc-400">
                <bdi dir="ltr">@{user.username}</bdi>
              </span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-200 dark:bg-zinc-700" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to={`/user/${user.slug}`}>{t("userMenu.profile")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/settings/profile">{t("userMenu.settings")}</Link>
          </DropdownMenu.Item>
          {user.private_account && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to="/settings/privacy">{t("socialMenu.followRequests")}</Link>
            </DropdownMenu.Item>
          )}
          {(user.role === "staff" || user.role === "moderator") && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to="/moderation">{t("socialMenu.moderation")}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-200 dark:bg-zinc-700" />
          <DropdownMenu.Item className={ITEM} disabled={loggingOut} onSelect={onLogOut}>
            {loggingOut ? t("userMenu.loggingOut") : t("userMenu.logOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

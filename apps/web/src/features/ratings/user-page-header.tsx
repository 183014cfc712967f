import { Link } from "react-router";
import type { User } from "@dizilog/shared/api";
import { Avatar } from "../../ui/avatar";
import { UserBadges } from "../../entities/user";

export interface UserPageHeaderProps {
  user: User;
  heading: string;
  /** The sibling page: likes link to ratings and back. */
  other: { to: string; label: string };
}

/** The heading of a user's public likes or ratings page: who, a link back to the profile and to the sibling page. */
export function UserPageHeader({ user, heading, other }: UserPageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-center gap-4">
      <Avatar src={user.avatar} size={56} />
      <div className="min-w-0 flex-1">
        <h1 className="break-words text-2xl font-extrabold tracking-tight sm:text-3xl">{heading}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Link to={user.url} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
            <bdi dir="ltr">@{user.username}</bdi>
          </Link>{" "}
          <UserBadges user={user} />
          {" · "}
          <Link to={other.to} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
            {other.label}
          </Link>
        </p>
      </div>
    </header>
  );
}

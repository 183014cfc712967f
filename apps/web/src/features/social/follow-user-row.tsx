import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UserSummary } from "@dizilog/shared/api";
import { Avatar } from "../../ui/avatar";
import { UserBadges } from "../../entities/user";

export interface FollowUserRowProps {
  user: UserSummary;
  /** Controls at the end of the row (follow, accept / reject). */
  children?: ReactNode;
}

/** A user in a list of people: picture, name linking to the profile, @username, and the row's controls. */
export function FollowUserRow({ user, children }: FollowUserRowProps) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar src={user.avatar} size={48} />
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-center gap-1.5">
          <Link to={user.url} className="truncate font-medium hover:underline">
            {user.name}
          </Link>
          <UserBadges user={user} />
        </p>
        <p dir="ltr" className="truncate text-start text-sm text-zinc-600 rtl:text-end dark:text-zinc-400">
          @{user.username}
        </p>
      </div>
      {children && <div className="flex shrink-0 flex-wrap justify-end gap-2">{children}</div>}
    </li>
  );
}

/** Grey rows in the shape of a list of people while it loads. */
export function FollowUsersSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="animate-pulse divide-y divide-zinc-200 dark:divide-zinc-800">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 py-3">
          <div className="h-12 w-12 rounded-full bg-zinc-200 dark:bg-zinc-800" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-3 w-1/4 rounded bg-zinc-200 dark:bg-zinc-800" />
          </div>
        </div>
      ))}
    </div>
  );
}

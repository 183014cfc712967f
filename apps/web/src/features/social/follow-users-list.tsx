import { useTranslation } from "../../lib/use-translation";
import { EmptyState, ErrorState } from "../../ui/states";
import { LoadMoreButton } from "../../ui/load-more";
import { useMe } from "../../entities/user";
import { type FollowDirection, useFollowUsers } from "./api";
import { FollowButton } from "./follow-button";
import { FollowUserRow, FollowUsersSkeleton } from "./follow-user-row";

export interface FollowUsersListProps {
  slug: string;
  name: string;
  direction: FollowDirection;
}

/** A user's followers or the users they follow, with a follow button on each row for a signed-in viewer. */
export function FollowUsersList({ slug, name, direction }: FollowUsersListProps) {
  const { t } = useTranslation();
  const me = useMe().data;
  const users = useFollowUsers(slug, direction);
  if (users.isPending) return <FollowUsersSkeleton label={t("common.loading")} />;
  if (users.isError) return <ErrorState error={users.error} onRetry={() => void users.refetch()} />;
  if (users.data.length === 0) return <EmptyState title={t(`social.lists.empty.${direction}`, { name })} icon={<PeopleIcon />} />;
  return (
    <>
      <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white px-4 dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900/60">
        {users.data.map((user) => (
          <FollowUserRow key={user.id} user={user}>
            {me && me.id !== user.id && <FollowButton user={user} compact />}
          </FollowUserRow>
        ))}
      </ul>
      <LoadMoreButton query={users} />
    </>
  );
}

export function PeopleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden="true">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
    </svg>
  );
}

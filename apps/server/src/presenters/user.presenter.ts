import type { User, UserSummary } from "@dizilog/shared/api";
import type { UserRow } from "../auth/session.repository.js";
import type { UserRole } from "../domain/roles.js";
import type { Actor } from "../policies/index.js";
import { profileAbilities, profileSubject } from "../policies/user.policy.js";

export function userUrl(slug: string): string {
  return `/user/${slug}`;
}

export function avatarUrl(row: Pick<UserRow, "slug" | "avatarKey">, size: 64 | 256 = 256): string {
  return row.avatarKey ? `/media/avatars/${row.avatarKey}/${size}.webp` : `/media/users/${row.slug}.svg`;
}

/** What the presenter cannot read off the row: Pro badges, and the role with STAFF_EMAILS applied (`domain/roles.ts`). */
export interface UserFlags {
  isPro?: boolean;
  lifetime?: boolean;
  role?: UserRole;
}

/** The fields anyone may see, the same for every viewer. */
function publicFields(row: UserRow, flags: UserFlags): Omit<User, "abilities"> {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    slug: row.slug,
    url: userUrl(row.slug),
    avatar: avatarUrl(row),
    biography: row.biography,
    country: row.country,
    location: row.location,
    joined: row.createdAt.toISOString(),
    is_verified: false,
    is_pro: flags.isPro ?? false,
    premium: flags.isPro ?? false,
    lifetime: flags.lifetime ?? false,
    following_count: row.followingCount,
    followers_count: row.followersCount,
    role: flags.role ?? row.role,
    private_account: row.privateAccount,
    track_count: row.trackCount,
    seen_count: row.seenCount,
    like_count: row.likeCount,
  };
}

/**
 * The public User: what anyone may see, with where the viewer stands (`follow_status`, for a
 * signed-in viewer of someone else) and what the user policy lets them do (`abilities`). Private
 * fields are added only by `presentOwnUser`, so an email or a secret can reach another viewer only
 * if this function names it — it does not.
 */
export function presentUser(row: UserRow, actor: Actor, flags: UserFlags = {}): User {
  const self = actor.user?.id === row.id;
  return {
    ...publicFields(row, flags),
    ...(actor.user && !self ? { follow_status: actor.relationTo(row.id).follows } : {}),
    abilities: profileAbilities(actor, profileSubject(row)),
  };
}

/** The signed-in user's own view: the public fields plus email, birthday and preferences. */
export function presentOwnUser(row: UserRow, flags: UserFlags = {}): User {
  return {
    ...publicFields(row, flags),
    abilities: { follow: false, view_lists: true, view_follows: true, view_wall: true, view_activity: true, post_on_wall: true },
    email: row.email,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    birthday: row.birthday,
    is_onboarded: row.isOnboarded,
    unread_count: row.unreadCount,
    spoilers: row.spoilers,
    title_pref: row.titlePref,
    time_zone: row.timeZone,
    locale: row.locale,
    two_factor_enabled: row.twoFactorConfirmedAt !== null,
  };
}

/** The columns a byline needs (select these, not the whole row, for pages of items). */
export type UserSummaryRow = Pick<UserRow, "id" | "name" | "username" | "slug" | "avatarKey" | "role">;

/**
 * A user beside what they did (comment, review, notification, follower list). Pro badges come with
 * the Pro issue (entitlements/); until then nobody is Pro.
 */
export function presentUserSummary(row: UserSummaryRow): UserSummary {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    slug: row.slug,
    avatar: avatarUrl(row, 64),
    url: userUrl(row.slug),
    premium: false,
    lifetime: false,
    is_verified: false,
    role: row.role,
  };
}

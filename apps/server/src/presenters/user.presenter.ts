import type { User, UserSummary } from "@dizilog/shared/api";
import type { UserRow } from "../auth/session.repository.js";

export function userUrl(slug: string): string {
  return `/user/${slug}`;
}

export function avatarUrl(row: Pick<UserRow, "slug" | "avatarKey">, size: 64 | 256 = 256): string {
  return row.avatarKey ? `/media/avatars/${row.avatarKey}/${size}.webp` : `/media/users/${row.slug}.svg`;
}

/**
 * The public User: what anyone may see. Private fields are added only by `presentOwnUser`, so an
 * email or a secret can reach another viewer only if this function names it — it does not.
 */
export function presentUser(row: UserRow, flags: { isPro?: boolean; lifetime?: boolean } = {}): User {
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
    track_count: row.trackCount,
    seen_count: row.seenCount,
    like_count: row.likeCount,
  };
}

/** The signed-in user's own view: the public fields plus email, birthday and preferences. */
export function presentOwnUser(row: UserRow, flags: { isPro?: boolean; lifetime?: boolean } = {}): User {
  return {
    ...presentUser(row, flags),
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

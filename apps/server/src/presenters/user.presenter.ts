import type { User, UserSummary } from "@dizilog/shared/api";
import type { UserRow } from "../auth/session.repository.js";
import type { PlanId } from "@dizilog/shared/api";
import { effectiveRole } from "../domain/roles.js";
import { entitlementsFor, isProPlan, presentEntitlements } from "../domain/entitlements.js";
import type { Actor } from "../policies/index.js";
import { profileAbilities, profileSubject } from "../policies/user.policy.js";

export function userUrl(slug: string): string {
  return `/user/${slug}`;
}

export function avatarUrl(row: Pick<UserRow, "slug" | "avatarKey">, size: 64 | 256 = 256): string {
  return row.avatarKey ? `/media/avatars/${row.avatarKey}/${size}.webp` : `/media/users/${row.slug}.svg`;
}

export function coverUrl(coverKey: string, size: 640 | 1500 = 1500): string {
  return `/media/covers/${coverKey}/${size}.webp`;
}

/**
 * The badges beside a name, from the plan (`users.plan`): `premium` for any Pro plan, `lifetime` for
 * a lifetime one, and the verified badge, which Pro unlocks (decision 0052).
 */
export function badgesOf(plan: PlanId): { premium: boolean; lifetime: boolean; is_verified: boolean } {
  const pro = isProPlan(plan);
  return { premium: pro, lifetime: plan === "lifetime", is_verified: pro };
}

/** The fields anyone may see, the same for every viewer. `staffEmails`: the role with STAFF_EMAILS applied. */
function publicFields(row: UserRow, staffEmails: ReadonlySet<string>): Omit<User, "abilities"> {
  const customized = entitlementsFor(row, staffEmails).customization;
  const badges = badgesOf(row.plan);
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
    is_verified: badges.is_verified,
    is_pro: isProPlan(row.plan),
    premium: badges.premium,
    lifetime: badges.lifetime,
    following_count: row.followingCount,
    followers_count: row.followersCount,
    role: effectiveRole(row, staffEmails),
    private_account: row.privateAccount,
    track_count: row.trackCount,
    seen_count: row.seenCount,
    like_count: row.likeCount,
    accent_color: customized ? row.accentColor : null,
    cover: customized && row.coverKey ? coverUrl(row.coverKey) : null,
  };
}

/**
 * The public User: what anyone may see, with where the viewer stands (`follow_status`, for a
 * signed-in viewer of someone else) and what the user policy lets them do (`abilities`). Private
 * fields are added only by `presentOwnUser`, so an email or a secret can reach another viewer only
 * if this function names it — it does not.
 */
export function presentUser(row: UserRow, actor: Actor, staffEmails: ReadonlySet<string>): User {
  const self = actor.user?.id === row.id;
  return {
    ...publicFields(row, staffEmails),
    ...(actor.user && !self ? { follow_status: actor.relationTo(row.id).follows } : {}),
    abilities: profileAbilities(actor, profileSubject(row)),
  };
}

/** The signed-in user's own view: the public fields plus email, birthday, preferences and entitlements. */
export function presentOwnUser(row: UserRow, staffEmails: ReadonlySet<string>): User {
  return {
    ...publicFields(row, staffEmails),
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
    entitlements: presentEntitlements(entitlementsFor(row, staffEmails)),
  };
}

/** The columns a byline needs (select these, not the whole row, for pages of items). */
export type UserSummaryRow = Pick<UserRow, "id" | "name" | "username" | "slug" | "avatarKey" | "role" | "plan">;

/** A user beside what they did (comment, review, notification, follower list), with the badges of their plan. */
export function presentUserSummary(row: UserSummaryRow): UserSummary {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    slug: row.slug,
    avatar: avatarUrl(row, 64),
    url: userUrl(row.slug),
    ...badgesOf(row.plan),
    role: row.role,
  };
}

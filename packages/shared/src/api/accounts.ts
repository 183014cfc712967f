import { z } from "zod";
import { entitlementsSchema } from "./pro.js";
import { COUNTRY_CODES } from "../countries.js";
import { ACCOUNT_MESSAGES as M, MESSAGES } from "../messages.js";

const required = MESSAGES.requiredField;

/** Spec: letters and numbers only, 4 to 15, the spec's messages in this order of checks. */
export const usernameSchema = z
  .string({ error: M.usernameRequired })
  .min(1, M.usernameRequired)
  .min(4, M.usernameMin)
  .max(15, M.usernameMax)
  .regex(/^[A-Za-z0-9]+$/, M.usernameChars);

export const emailSchema = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(254, M.emailInvalid)
  .email(M.emailInvalid)
  .transform((v) => v.toLowerCase());

export const passwordSchema = z.string({ error: required }).min(1, required).min(8, M.passwordMin).max(200);
export const nameSchema = z.string({ error: required }).trim().min(1, required).min(2, M.nameMin).max(50, M.nameMax);
export const countrySchema = z
  .string({ error: required })
  .min(1, required)
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(COUNTRY_CODES, { error: M.countryInvalid }));

/** YYYY-MM-DD, a real day, not in the future, not before 1900. */
export const birthdaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.birthdayInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= "1900-01-01" && d.getTime() <= Date.now();
  }, M.birthdayInvalid);

export const registerBodySchema = z
  .object({
    name: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: required }),
    country: countrySchema,
    birthday: birthdaySchema.optional().or(z.literal("").transform(() => undefined)),
    locale: z.string().max(10).optional(),
  })
  .refine((b) => b.password === b.password_confirmation, { path: ["password_confirmation"], message: M.passwordConfirmation });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  login: z.string({ error: required }).trim().min(1, required).max(254),
  password: z.string({ error: required }).min(1, required).max(200),
  remember: z.boolean().optional().default(false),
});

export const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    slug: z.string(),
    url: z.string(),
    avatar: z.string(),
    biography: z.string().nullable(),
    country: z.string(),
    location: z.string().nullable(),
    joined: z.string(),
    is_verified: z.boolean(),
    is_pro: z.boolean(),
    premium: z.boolean(),
    lifetime: z.boolean(),
    following_count: z.number().int(),
    /** Accepted follows only (api-contract "Follows"). */
    followers_count: z.number().int(),
    role: z.enum(["user", "moderator", "staff"]),
    /** The setting `private_account`: follows are requests, and the wall and lists are for accepted followers. */
    private_account: z.boolean(),
    /** For a signed-in viewer of someone else's profile: where the viewer stands with them. */
    follow_status: z.enum(["following", "requested", "none"]).optional(),
    /**
     * What the viewer may do with this profile (the user policy): follow, and see its lists, wall
     * and followers/following lists (a private account shows them to accepted followers only).
     */
    abilities: z.object({
      follow: z.boolean(),
      view_lists: z.boolean(),
      view_follows: z.boolean(),
      view_wall: z.boolean(),
      /** The diary, likes and ratings pages (a private account's are for accepted followers). */
      view_activity: z.boolean(),
      post_on_wall: z.boolean(),
    }),
    track_count: z.number().int(),
    seen_count: z.number().int(),
    like_count: z.number().int(),
    /** Profile customization (a Pro entitlement): `#rrggbb`, or null when unset or the plan does not allow it. */
    accent_color: z.string().nullable(),
    /** The cover image's URL, or null (the same rule as `accent_color`). */
    cover: z.string().nullable(),
    // The owner's own view only:
    email: z.string().optional(),
    email_verified_at: z.string().nullable().optional(),
    birthday: z.string().nullable().optional(),
    is_onboarded: z.boolean().optional(),
    unread_count: z.number().int().optional(),
    spoilers: z.boolean().optional(),
    title_pref: z.number().int().optional(),
    time_zone: z.string().optional(),
    locale: z.string().optional(),
    two_factor_enabled: z.boolean().optional(),
    /** What the user's plan allows (the entitlements module); the client asks nothing else whether someone is Pro. */
    entitlements: entitlementsSchema.optional(),
    upcoming: z.array(z.unknown()).optional(),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

export const sessionInfoSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["cookie", "bearer"]),
    device: z.string().nullable(),
    ip_address: z.string().nullable(),
    created_at: z.string(),
    last_seen_at: z.string(),
    current: z.boolean(),
  })
  .meta({ id: "Session" });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The badges beside a name (decision 0052), on every byline: a user summary, a list's owner. */
export const badgeFields = { premium: z.boolean(), lifetime: z.boolean(), is_verified: z.boolean() };

/**
 * A user as shown beside what they did (a comment's author, a review's, a notification's actor, a
 * follower): the public fields a byline needs, never more.
 */
export const userSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    slug: z.string(),
    avatar: z.string(),
    url: z.string(),
    ...badgeFields,
    role: z.enum(["user", "moderator", "staff"]),
  })
  .meta({ id: "UserSummary" });
export type UserSummary = z.infer<typeof userSummarySchema>;

export const blockedUserSchema = z
  .object({ id: z.number().int(), name: z.string(), username: z.string(), avatar: z.string(), url: z.string() })
  .meta({ id: "BlockedUser" });
export type BlockedUser = z.infer<typeof blockedUserSchema>;

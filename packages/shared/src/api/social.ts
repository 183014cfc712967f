import { z } from "zod";
import { cursorPage, idSchema } from "./common.js";
import { userSummarySchema } from "./accounts.js";

/** The messages of follows and suspension (api-contract "Follows", "Hiding and reporting"). */
export const SOCIAL_MESSAGES = {
  followSelf: "You cannot follow yourself.",
  suspended: "Your account has been suspended.",
  userInvalid: "The selected user is invalid.",
  followRateLimited: "You are following people too quickly. Please wait a few minutes.",
} as const;

/** Follows a user may make in `followRateWindowSeconds` (decision 0033: follow spam and notification floods). */
export const SOCIAL_LIMITS = {
  followRateMax: 30,
  followRateWindowSeconds: 600,
} as const;

/** Where the viewer stands with a user: following, a request waiting for a private account, or none. */
export const FOLLOW_STATUSES = ["following", "requested", "none"] as const;
export const followStatusSchema = z.enum(FOLLOW_STATUSES);
export type FollowStatus = z.infer<typeof followStatusSchema>;

/** `POST|DELETE /api/users/{id}/follow` */
export const followParamsSchema = z.object({ id: idSchema(SOCIAL_MESSAGES.userInvalid) });
export const followResponseSchema = z.object({ data: z.object({ follow_status: followStatusSchema }) });
export type FollowResponse = z.infer<typeof followResponseSchema>;

/** `POST /api/me/follow-requests/{user_id}/accept|reject` */
export const followRequestParamsSchema = z.object({ user_id: idSchema(SOCIAL_MESSAGES.userInvalid) });

export const followCursorQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/**
 * A user in a followers or following list: the byline, and for a signed-in viewer where they stand
 * with that user (so a list can offer follow buttons).
 */
export const followUserSchema = userSummarySchema.extend({ follow_status: followStatusSchema.optional() }).meta({ id: "FollowUser" });
export type FollowUser = z.infer<typeof followUserSchema>;
export const followUsersPageSchema = cursorPage(followUserSchema);
export type FollowUsersPage = z.infer<typeof followUsersPageSchema>;

/** A request to follow the signed-in user's private account. */
export const followRequestSchema = z.object({ user: userSummarySchema, requested_at: z.string() }).meta({ id: "FollowRequest" });
export type FollowRequest = z.infer<typeof followRequestSchema>;
export const followRequestsPageSchema = cursorPage(followRequestSchema);
export type FollowRequestsPage = z.infer<typeof followRequestsPageSchema>;

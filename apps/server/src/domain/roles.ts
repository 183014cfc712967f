/** A user's stored role (api-contract "Roles"). */
export type UserRole = "user" | "moderator" | "staff";

/**
 * The role a user acts with: the stored one, or staff when their verified email is on STAFF_EMAILS
 * (read from the settings at every use, so the list works while the server runs on its embedded
 * database). One rule for the actor of a request and for the user JSON.
 */
export function effectiveRole(
  user: { role: UserRole; email: string; emailVerifiedAt: Date | null },
  staffEmails: ReadonlySet<string>,
): UserRole {
  if (user.role === "staff") return "staff";
  if (user.emailVerifiedAt && staffEmails.has(user.email.toLowerCase())) return "staff";
  return user.role;
}

import { ACCOUNT_MESSAGES, LOCALES } from "@dizilog/shared";
import type { RegisterBody } from "@dizilog/shared/api";
import type { AppDeps } from "../context.js";
import { users } from "../db/schema/index.js";
import { AppError } from "../errors.js";
import { issueVerificationCode } from "./email-verification.service.js";
import { hashPassword } from "./password.js";
import type { UserRow } from "./session.repository.js";
import { emailTaken, usernameTaken } from "./user.repository.js";

/** Creates an unverified account and, in the same transaction, its 6-digit code (mailed by the mail processor). */
export async function registerUser(deps: AppDeps, body: RegisterBody): Promise<UserRow> {
  const { db } = deps.database;
  const errors: Record<string, string[]> = {};
  if (await usernameTaken(db, body.username)) errors.username = [ACCOUNT_MESSAGES.usernameTaken];
  if (await emailTaken(db, body.email)) errors.email = [ACCOUNT_MESSAGES.emailTaken];
  if (Object.keys(errors).length) throw new AppError("validation", Object.values(errors)[0]![0], errors);

  const locale = body.locale && (LOCALES as readonly string[]).includes(body.locale) ? body.locale : "en";
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = (await tx
        .insert(users)
        .values({
          name: body.name,
          username: body.username,
          slug: body.username.toLowerCase(),
          email: body.email,
          passwordHash,
          country: body.country,
          birthday: body.birthday ?? null,
          locale,
          createdAt: deps.now(),
        })
        .returning()) as [UserRow];
      await issueVerificationCode(tx, user, user.email, "verify", deps.now());
      return user;
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the spec's message.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505") {
      throw AppError.field("username", ACCOUNT_MESSAGES.usernameTaken);
    }
    throw error;
  }
}

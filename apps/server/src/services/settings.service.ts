import { z } from "zod";
import { LOCALES } from "@dizilog/shared";
import { NOTIFICATION_KINDS } from "@dizilog/shared/api/notification-kinds";
import type { UserRow } from "../auth/session.repository.js";
import { saveSetting, storedSettings, updateUser } from "../auth/user.repository.js";
import { type Ctx, requireActor } from "../context.js";
import { isTimeZone } from "../lib/time.js";
import { setPrivateAccount } from "./follow.service.js";

/** Kinds mailed unless the user turns them off; every other kind is mailed only when turned on. */
const EMAILED_BY_DEFAULT: readonly string[] = ["user_followed", "user_mention", "buzz", "payment_failed"];

const bool = z.boolean();
/**
 * Every setting: its value schema and default. Keys stored on the user row are marked `column`;
 * a setting whose change has consequences beyond its value is saved by its own use case (`apply`).
 */
const SETTINGS: Record<string, { schema: z.ZodType; default: unknown; column?: keyof UserRow; apply?: (ctx: Ctx, value: never) => Promise<void> }> = {
  ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [`notify_${kind}`, { schema: bool, default: true }])),
  ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [`email_${kind}`, { schema: bool, default: EMAILED_BY_DEFAULT.includes(kind) }])),
  theme: { schema: z.enum(["system", "light", "dark"]), default: "system" },
  data_saver: { schema: bool, default: false },
  language: { schema: z.enum(LOCALES), default: "en", column: "locale" },
  title_pref: { schema: z.union([z.literal(0), z.literal(1)]), default: 0, column: "titlePref" },
  spoilers: { schema: bool, default: false, column: "spoilers" },
  time_zone: { schema: z.string().refine(isTimeZone), default: "Europe/Istanbul", column: "timeZone" },
  private_account: { schema: bool, default: false, column: "privateAccount", apply: setPrivateAccount },
};

/** The defaults of a kind's two switches (`notify_<kind>`, `email_<kind>`) for users who never set them. */
export function notificationDefaults(kind: string): { notify: boolean; email: boolean } {
  return { notify: SETTINGS[`notify_${kind}`]?.default === true, email: SETTINGS[`email_${kind}`]?.default === true };
}

export function isSettingKey(key: string): boolean {
  return Object.hasOwn(SETTINGS, key);
}

/** Every setting the user can change, with its current value. */
export async function readSettings(ctx: Ctx): Promise<Record<string, unknown>> {
  const user = requireActor(ctx);
  const values = await storedSettings(ctx.db, user.id);
  return Object.fromEntries(
    Object.entries(SETTINGS).map(([key, def]) => [key, def.column ? user[def.column] : values.has(key) ? values.get(key) : def.default]),
  );
}

/** Validates and saves one setting; answers false for an unknown key or a value of the wrong type. */
export async function writeSetting(ctx: Ctx, key: string, value: unknown): Promise<boolean> {
  const user = requireActor(ctx);
  // Own keys only: `__proto__` or `toString` must not reach Object.prototype.
  const def = isSettingKey(key) ? SETTINGS[key] : undefined;
  if (!def) return false;
  const parsed = def.schema.safeParse(value);
  if (!parsed.success) return false;
  if (def.apply) {
    await def.apply(ctx, parsed.data as never);
  } else if (def.column) {
    await updateUser(ctx.db, user.id, { [def.column]: parsed.data });
  } else {
    await saveSetting(ctx.db, user.id, key, parsed.data);
  }
  return true;
}

import { COUNTRY_CODES } from "@dizilog/shared";

/**
 * Client-side checks of the account forms (product spec section 5). Each answers the i18n key of
 * the spec's message, or undefined when the value passes; the server checks everything again.
 */
export type MessageKey = string;

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 15;
export const PASSWORD_MIN = 8;
const NAME_MIN = 2;
const NAME_MAX = 50;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED = "errors.requiredField";

/** Every character that is not an ASCII letter or digit goes, `_` included (api-contract "Accounts"). */
export function sanitizeUsername(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, "");
}

export function usernameError(value: string): MessageKey | undefined {
  if (!value) return "register.errors.usernameRequired";
  if (value.length < USERNAME_MIN) return "register.errors.usernameMin";
  if (value.length > USERNAME_MAX) return "register.errors.usernameMax";
  if (!/^[A-Za-z0-9]+$/.test(value)) return "register.errors.usernameChars";
  return undefined;
}

export function nameError(value: string): MessageKey | undefined {
  const name = value.trim();
  if (!name) return REQUIRED;
  if (name.length < NAME_MIN) return "register.errors.nameMin";
  if (name.length > NAME_MAX) return "register.errors.nameMax";
  return undefined;
}

export function emailError(value: string): MessageKey | undefined {
  const email = value.trim();
  if (!email) return REQUIRED;
  if (email.length > 254 || !EMAIL_RE.test(email)) return "register.errors.emailInvalid";
  return undefined;
}

export function passwordError(value: string): MessageKey | undefined {
  if (!value) return REQUIRED;
  if (value.length < PASSWORD_MIN) return "register.errors.passwordMin";
  return undefined;
}

export function confirmationError(password: string, confirmation: string): MessageKey | undefined {
  if (!confirmation) return REQUIRED;
  if (password !== confirmation) return "register.errors.passwordConfirmation";
  return undefined;
}

export function countryError(value: string): MessageKey | undefined {
  if (!value) return REQUIRED;
  if (!(COUNTRY_CODES as readonly string[]).includes(value)) return "register.errors.countryInvalid";
  return undefined;
}

/** Optional; when given, a real YYYY-MM-DD day from 1900 up to `today` (YYYY-MM-DD). */
export function birthdayError(value: string, today: string): MessageKey | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "register.errors.birthdayInvalid";
  const date = new Date(`${value}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  if (!real || value < "1900-01-01" || value > today) return "register.errors.birthdayInvalid";
  return undefined;
}

/** Today as YYYY-MM-DD in the viewer's own calendar. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

import type { User } from "@dizilog/shared/api";

export const ACCOUNT_FIELDS = ["name", "username", "email"] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];
export type AccountValues = Record<AccountField, string>;
export type AccountErrors = Partial<Record<AccountField, string>>;

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 15;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function accountValuesOf(user: User): AccountValues {
  return { name: user.name, username: user.username, email: user.email ?? "" };
}

/** Spec: a username keeps letters and digits only; anything else is dropped as it is typed. */
export function cleanUsername(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, "");
}

/** The spec's checks of section 5, as i18n keys of their messages. */
export function validateAccount(values: AccountValues): AccountErrors {
  const errors: AccountErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = "settings.validation.required";
  else if (name.length < NAME_MIN) errors.name = "settings.validation.nameMin";
  else if (name.length > NAME_MAX) errors.name = "settings.validation.nameMax";
  if (!values.username) errors.username = "settings.validation.usernameRequired";
  else if (values.username.length < USERNAME_MIN) errors.username = "settings.validation.usernameMin";
  else if (values.username.length > USERNAME_MAX) errors.username = "settings.validation.usernameMax";
  const email = values.email.trim();
  if (!email) errors.email = "settings.validation.required";
  else if (!EMAIL_PATTERN.test(email)) errors.email = "settings.validation.emailInvalid";
  return errors;
}

/** Only what changed is sent, so an unchanged email never starts a verification. */
export function changedAccountFields(values: AccountValues, user: User): Partial<AccountValues> {
  const body: Partial<AccountValues> = {};
  if (values.name.trim() !== user.name) body.name = values.name.trim();
  if (values.username !== user.username) body.username = values.username;
  if (values.email.trim().toLowerCase() !== (user.email ?? "").toLowerCase()) body.email = values.email.trim();
  return body;
}

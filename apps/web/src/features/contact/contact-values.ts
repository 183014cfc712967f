import { ApiError } from "../../lib/api";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField | "url", string>>;

/** The largest length the server accepts for each field. */
export const CONTACT_MAX: Record<ContactField, number> = { name: 100, email: 254, subject: 150, message: 5000 };

export const emptyContact = (): ContactValues => ({ name: "", email: "", subject: "", message: "" });

/** The fields left empty (every field of the form is required). */
export function missingFields(values: ContactValues): ContactField[] {
  return CONTACT_FIELDS.filter((field) => !values[field].trim());
}

/** The first message the server gave for each field of the form. */
export function serverFieldErrors(error: unknown): ContactErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: ContactErrors = {};
  for (const field of [...CONTACT_FIELDS, "url"] as const) {
    const message = error.fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

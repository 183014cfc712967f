import { birthdayError, confirmationError, countryError, emailError, type MessageKey, nameError, passwordError, usernameError } from "./validation";

export const REGISTER_FIELDS = ["name", "username", "email", "password", "password_confirmation", "country", "birthday"] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export function emptyRegister(): RegisterValues {
  return { name: "", username: "", email: "", password: "", password_confirmation: "", country: "", birthday: "" };
}

/** The i18n key of the spec's message for one field, or undefined when it passes. */
export function registerFieldError(field: RegisterField, values: RegisterValues, today: string): MessageKey | undefined {
  switch (field) {
    case "name":
      return nameError(values.name);
    case "username":
      return usernameError(values.username);
    case "email":
      return emailError(values.email);
    case "password":
      return passwordError(values.password);
    case "password_confirmation":
      return confirmationError(values.password, values.password_confirmation);
    case "country":
      return countryError(values.country);
    case "birthday":
      return birthdayError(values.birthday, today);
  }
}

/** Every failing field with its message key, in the order of the form. */
export function registerErrors(values: RegisterValues, today: string): Partial<Record<RegisterField, MessageKey>> {
  const errors: Partial<Record<RegisterField, MessageKey>> = {};
  for (const field of REGISTER_FIELDS) {
    const key = registerFieldError(field, values, today);
    if (key) errors[field] = key;
  }
  return errors;
}

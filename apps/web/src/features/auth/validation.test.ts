import { describe, expect, it } from "vitest";
import { birthdayError, confirmationError, countryError, emailError, nameError, passwordError, sanitizeUsername, usernameError } from "./validation";
import { safeReturnTo } from "./return-to";

describe("registration checks", () => {
  it("strips every character that is not an ASCII letter or digit", () => {
    expect(sanitizeUsername("ali_veli-42 ş!")).toBe("aliveli42");
  });

  it("answers the spec's username messages in order", () => {
    expect(usernameError("")).toBe("register.errors.usernameRequired");
    expect(usernameError("abc")).toBe("register.errors.usernameMin");
    expect(usernameError("a".repeat(16))).toBe("register.errors.usernameMax");
    expect(usernameError("abcd")).toBeUndefined();
    expect(usernameError("a".repeat(15))).toBeUndefined();
  });

  it("checks name, email, password, confirmation and country", () => {
    expect(nameError(" ")).toBe("errors.requiredField");
    expect(nameError("A")).toBe("register.errors.nameMin");
    expect(nameError("A".repeat(51))).toBe("register.errors.nameMax");
    expect(emailError("x@y")).toBe("register.errors.emailInvalid");
    expect(emailError("x@y.tr")).toBeUndefined();
    expect(passwordError("1234567")).toBe("register.errors.passwordMin");
    expect(confirmationError("12345678", "12345679")).toBe("register.errors.passwordConfirmation");
    expect(countryError("")).toBe("errors.requiredField");
    expect(countryError("XX")).toBe("register.errors.countryInvalid");
    expect(countryError("TR")).toBeUndefined();
  });

  it("accepts an empty birthday or a real past day", () => {
    expect(birthdayError("", "2026-01-01")).toBeUndefined();
    expect(birthdayError("1990-02-30", "2026-01-01")).toBe("register.errors.birthdayInvalid");
    expect(birthdayError("2026-01-02", "2026-01-01")).toBe("register.errors.birthdayInvalid");
    expect(birthdayError("1990-02-28", "2026-01-01")).toBeUndefined();
  });
});

describe("safeReturnTo", () => {
  it("keeps same-site paths and refuses anything else", () => {
    expect(safeReturnTo("/shows/ask-i-memnu?tab=1#c")).toBe("/shows/ask-i-memnu?tab=1#c");
    expect(safeReturnTo("//evil.example/x")).toBe("/explore");
    expect(safeReturnTo("/\\evil.example")).toBe("/explore");
    expect(safeReturnTo("https://evil.example")).toBe("/explore");
    expect(safeReturnTo("javascript:alert(1)")).toBe("/explore");
    expect(safeReturnTo(null)).toBe("/explore");
    expect(safeReturnTo("/%0a/evil")).toBe("/%0a/evil");
  });
});

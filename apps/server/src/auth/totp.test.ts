import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, matchTotpStep, newTotpSecret, otpauthUrl, totpCode, verifyTotp } from "./totp.js";

// RFC 6238 appendix B test vectors (SHA-1, the ASCII secret "12345678901234567890"), last 6 digits.
const SECRET = base32Encode(Buffer.from("12345678901234567890"));

describe("TOTP", () => {
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1234567890, "005924"],
    [2000000000, "279037"],
  ])("at %i s the code is %s", (seconds, code) => {
    expect(totpCode(SECRET, Math.floor(seconds / 30))).toBe(code);
  });

  it("accepts one step of drift and refuses older codes", () => {
    const now = new Date(1234567890 * 1000);
    expect(verifyTotp(SECRET, "005924", now)).toBe(true);
    expect(verifyTotp(SECRET, totpCode(SECRET, Math.floor(1234567890 / 30) - 1), now)).toBe(true);
    expect(verifyTotp(SECRET, totpCode(SECRET, Math.floor(1234567890 / 30) - 3), now)).toBe(false);
    expect(verifyTotp(SECRET, "12345", now)).toBe(false);
  });

  it("round-trips base32", () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 7, 9]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it.each([
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("encodes %j as the RFC 4648 base32 %s (without padding)", (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded.toLowerCase()).toString()).toBe(text);
  });

  it("refuses a text that is not base32", () => {
    expect(() => base32Decode("MZ!W")).toThrow();
  });

  it("makes 160-bit secrets", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("answers the step of a code and refuses a step already used (replay)", () => {
    const now = new Date(1234567890 * 1000);
    const step = Math.floor(1234567890 / 30);
    expect(matchTotpStep(SECRET, "005924", now)).toBe(step);
    expect(matchTotpStep(SECRET, totpCode(SECRET, step + 1), now)).toBe(step + 1);
    expect(matchTotpStep(SECRET, "005924", now, step)).toBeUndefined();
    expect(matchTotpStep(SECRET, totpCode(SECRET, step + 1), now, step)).toBe(step + 1);
    expect(matchTotpStep(SECRET, "0059245", now)).toBeUndefined();
  });

  it("writes the otpauth URL authenticator apps read", () => {
    const url = new URL(otpauthUrl(SECRET, "deniz@example.com"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Dizilog:deniz@example.com");
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret: SECRET, issuer: "Dizilog", algorithm: "SHA1", digits: "6", period: "30" });
  });
});

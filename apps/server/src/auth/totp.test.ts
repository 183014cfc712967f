import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, totpCode, verifyTotp } from "./totp.js";

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
});

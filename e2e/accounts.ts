import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { waitForMail } from "./browser.js";

export const PASSWORD = "dizi-fan-2026";

export function uniqueName(prefix = "e2e"): string {
  return `${prefix}${randomBytes(4).toString("hex")}`.slice(0, 15);
}

/** Calls the API from inside the browser context, with its cookies and the XSRF header. */
export async function apiCall(context: BrowserContext, method: string, path: string, data?: unknown) {
  await context.request.get("/api/genres");
  const xsrf = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const res = await context.request.fetch(path, { method, data, headers: { "x-xsrf-token": xsrf } });
  return { status: res.status(), body: (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined };
}

/** Registers and verifies an account through the API (for flows that start from a signed-in user). */
export async function makeVerifiedAccount(context: BrowserContext, options: { email?: string } = {}): Promise<{ username: string; email: string }> {
  const username = uniqueName();
  const email = options.email ?? `${username}@example.test`;
  const reg = await apiCall(context, "POST", "/api/auth/register", {
    name: "Ayşe Yılmaz",
    username,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    country: "TR",
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const code = codeIn(await waitForMail(email));
  const verified = await apiCall(context, "POST", "/api/auth/email/verify", { code });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status}`);
  await apiCall(context, "POST", "/api/me/onboarded");
  return { username, email };
}

export function codeIn(mail: string): string {
  const match = /\b(\d{6})\b/.exec(mail);
  if (!match) throw new Error("no code in the mail");
  return match[1]!;
}

/** Opens the login modal from the header and signs in. */
export async function logInThroughModal(page: Page, login: string, password = PASSWORD): Promise<void> {
  await page.getByRole("button", { name: "Log in" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByLabel(/^Email or username/).fill(login);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
}

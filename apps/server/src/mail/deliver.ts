import type { AppDeps } from "../context.js";
import type { MailMessage } from "./mailer.js";

export const MAIL_JOB = "mail.send";

/** Hands a message to the mail job when jobs run, so a slow SMTP server never slows a request. */
export async function deliverMail(deps: Pick<AppDeps, "mailer" | "queue">, message: MailMessage): Promise<void> {
  if (deps.queue) await deps.queue.send(MAIL_JOB, message);
  else await deps.mailer.send(message);
}

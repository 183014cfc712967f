import { desc } from "drizzle-orm";
import { devOutbox } from "../../db/schema/index.js";
import type { RouteModule } from "../../http/types.js";

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

/**
 * The development outbox (mail sent without SMTP_URL), readable by anyone: registered only when
 * DEV_MAILBOX=true turned it on (never in production, see config.ts) and the app sends mail there.
 */
export const mailboxRoutes: RouteModule = (app, deps) => {
  if (!deps.config.devMailbox || deps.mailer.kind !== "outbox") return;
  app.get("/dev/mailbox", { config: { auth: "public" }, schema: { hide: true } }, async (_request, reply) => {
    const rows = await deps.database.db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(50);
    const items = rows
      .map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre></article>`)
      .join("<hr>");
    return reply
      .type("text/html; charset=utf-8")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Dizilog</title></head><body><main><h1>Development mailbox</h1><p>Mail sent while SMTP_URL is not set and DEV_MAILBOX=true.</p>${items || "<p>No mail yet.</p>"}</main></body></html>`);
  });
  app.get("/dev/mailbox.json", { config: { auth: "public" }, schema: { hide: true } }, async () => {
    const rows = await deps.database.db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(50);
    return { data: rows.map((m) => ({ to: m.to, subject: m.subject, text: m.text, created_at: m.createdAt.toISOString() })) };
  });
};

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEventRuns, domainEvents, users } from "../../src/db/schema/index.js";
import { DOMAIN_EVENT_TYPES } from "../../src/events/domain-events.js";
import { createEventRecorder } from "../../src/events/recorder.js";
import { dispatchEvents, runProcessor } from "../../src/jobs/event-dispatcher.js";
import { PROCESSORS } from "../../src/jobs/processors/index.js";
import { mailProcessor } from "../../src/jobs/processors/mail.processor.js";
import { processorQueue } from "../../src/jobs/processors/processor.js";
import { type Mailer, type MailMessage, SmtpMailer } from "../../src/mail/mailer.js";
import { codeOf, register, uniqueUsername } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type SmtpTestServer, startSmtp } from "../smtp.js";

/** The real SMTP mailer behind a switch that makes the next sends fail (the SMTP server is down). */
class FlakyMailer implements Mailer {
  readonly kind = "smtp";
  failNext = 0;
  attempts: string[] = [];
  constructor(private readonly inner: Mailer) {}
  async send(message: MailMessage): Promise<void> {
    this.attempts.push(message.to);
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error("connect ECONNREFUSED (test)");
    }
    await this.inner.send(message);
  }
}

let smtp: SmtpTestServer;
let mailer: FlakyMailer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtp();
  mailer = new FlakyMailer(new SmtpMailer(smtp.url, "Dizilog <no-reply@localhost>"));
  ctx = await createTestApp({ mailer, jobs: true });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const eventsOf = (userId: number) => ctx.database.db.select().from(domainEvents).where(eq(domainEvents.actorId, userId));

describe("domain events", () => {
  it("an event recorded in the service's transaction reaches its processor: registration mails its code", async () => {
    const account = await register({ app: ctx.app });
    const mail = await smtp.waitForMail(account.email);
    const rows = await eventsOf(account.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.type).toBe("account.email_code_issued");
    expect(rows[0]!.dispatchedAt).not.toBeNull();
    await ctx.settle();
    const runs = await ctx.database.db.select().from(domainEventRuns).where(eq(domainEventRuns.eventId, rows[0]!.id));
    expect(runs.map((r) => r.processor)).toEqual(["mail"]);
    expect((await account.client.post("/api/auth/email/verify", { code: codeOf(mail) })).statusCode).toBe(200);
  });

  it("nothing runs for a rolled-back change", async () => {
    const email = `${uniqueUsername("rb")}@example.com`;
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await createEventRecorder(tx).record({
          type: "account.email_code_issued",
          actorId: null,
          payload: { userId: 1, email, name: "Rolled Back", locale: "en", purpose: "verify", code: "123456" },
        });
        throw new Error("the change failed after recording");
      }),
    ).rejects.toThrow("the change failed");
    // A committed event afterwards proves the workers were awake and done.
    const later = `${uniqueUsername("ok")}@example.com`;
    await ctx.database.db.transaction((tx) =>
      createEventRecorder(tx).record({
        type: "account.email_code_issued",
        actorId: null,
        payload: { userId: 1, email: later, name: "Committed", locale: "en", purpose: "verify", code: "654321" },
      }),
    );
    await smtp.waitForMail(later);
    await ctx.settle();
    expect(smtp.mailsTo(email)).toHaveLength(0);
    const rows = await ctx.database.db.select().from(domainEvents);
    expect(rows.some((e) => (e.payload as { email?: string }).email === email)).toBe(false);
  });

  it("a processor that throws is retried and delivers; the user's change stays", async () => {
    mailer.failNext = 1;
    const account = await register({ app: ctx.app });
    // The sign-up answered 201 although the mail failed: the account exists.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row).toBeDefined();
    const mail = await smtp.waitForMail(account.email, 15_000);
    expect(mailer.attempts.filter((to) => to === account.email)).toHaveLength(2);
    expect((await account.client.post("/api/auth/email/verify", { code: codeOf(mail) })).statusCode).toBe(200);
  });

  it("a second dispatch of the same event does not run its processor again", async () => {
    const account = await register({ app: ctx.app });
    await smtp.waitForMail(account.email);
    await ctx.settle();
    const [event] = await eventsOf(account.user.id);
    // A dispatcher that died after enqueueing and before marking: the event is pending again.
    await ctx.database.db.update(domainEvents).set({ dispatchedAt: null, claimedAt: null }).where(eq(domainEvents.id, event!.id));
    const boss = ctx.deps.queue as unknown as Parameters<typeof dispatchEvents>[1];
    const { events, queues } = await dispatchEvents(ctx.deps, boss);
    expect(events).toBeGreaterThanOrEqual(1);
    expect([...queues]).toEqual([processorQueue(mailProcessor)]);
    await ctx.settle();
    // Run by hand, twice at once: the run marker holds.
    expect(await Promise.all([runProcessor(ctx.deps, mailProcessor, event!.id), runProcessor(ctx.deps, mailProcessor, event!.id)])).toEqual(["skipped", "skipped"]);
    expect(smtp.mailsTo(account.email)).toHaveLength(1);
  });

  it("a burst of 100 events reaches the processor in batches, not one job per poll", async () => {
    // pg-boss's defaults (one job a fetch, a 2-second poll) would take over 3 minutes for this.
    const addresses = Array.from({ length: 100 }, () => `${uniqueUsername("b")}@example.com`);
    const started = Date.now();
    await ctx.database.db.transaction(async (tx) => {
      const events = createEventRecorder(tx);
      for (const email of addresses) {
        await events.record({ type: "account.email_code_issued", actorId: null, payload: { userId: 1, email, name: "Burst", locale: "en", purpose: "verify", code: "222222" } });
      }
    });
    await Promise.all(addresses.map((email) => smtp.waitForMail(email, 15_000)));
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it("every processor has its own queue and subscribes to known event types only", () => {
    const queues = PROCESSORS.map(processorQueue);
    expect(new Set(queues).size).toBe(queues.length);
    for (const processor of PROCESSORS) for (const type of processor.events) expect(DOMAIN_EVENT_TYPES).toContain(type);
  });

  it("refuses to record an event whose payload does not match its type", async () => {
    const bad = { type: "account.email_code_issued", actorId: null, payload: { email: 7 } } as unknown as Parameters<
      ReturnType<typeof createEventRecorder>["record"]
    >[0];
    await expect(createEventRecorder(ctx.database.db).record(bad)).rejects.toThrow();
  });
});

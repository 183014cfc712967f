import { createHmac } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server that speaks the part of Stripe's API the site uses (checkout sessions, prices,
 * subscriptions, the billing portal), with a hosted checkout page whose "Pay" button does what
 * Stripe does: it completes the session, creates the customer and subscription, sends the signed
 * `checkout.session.completed` webhook, and redirects to the session's success URL. Tests drive the
 * rest (a renewal paid or failed, a deletion, any event replayed, forged or late) through its
 * methods. It signs webhooks with its own HMAC code, not the `stripe` package under test.
 */
export interface StripeDoubleOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events are delivered (the app's `/api/webhooks/payments`); settable later with `setWebhookUrl`. */
  webhookUrl?: string;
  /** Delivers an event instead of an HTTP POST (API tests hand it to `app.inject`). */
  transport?: WebhookTransport;
  /** The double's clock (seconds come from it): tests move it to renew subscriptions. */
  now?: () => Date;
  prices?: Record<string, { amount: number; currency: string }>;
}

export interface DoubleSession {
  id: string;
  object: "checkout.session";
  mode: "subscription" | "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  priceId: string;
}

export interface DoubleSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "past_due" | "canceled" | "unpaid" | "trialing" | "incomplete";
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  priceId: string;
  current_period_end: number;
  interval: "month" | "year";
}

export type WebhookTransport = (body: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

export interface SentEvent {
  id: string;
  type: string;
  status: number;
  body: string;
}

export const DOUBLE_PRICES = {
  price_month: { amount: 299, currency: "usd" },
  price_year: { amount: 2499, currency: "usd" },
  price_lifetime: { amount: 5999, currency: "usd" },
};

export class StripeDouble {
  readonly sessions = new Map<string, DoubleSession>();
  readonly subscriptions = new Map<string, DoubleSubscription>();
  /** Every API call: method, path and the form body (for assertions on what the site asked for). */
  readonly calls: { method: string; path: string; form: Record<string, string> }[] = [];
  readonly sent: SentEvent[] = [];
  private seq = 0;
  private webhookUrl: string | undefined;
  /** When set, every API call answers this status (a provider outage). */
  failWith: number | undefined;
  url = "";
  private readonly server = createServer((req, res) => void this.handle(req, res));
  private readonly baseNow: () => Date;
  private clock: Date | undefined;
  private readonly prices: Record<string, { amount: number; currency: string }>;

  constructor(private readonly options: StripeDoubleOptions) {
    this.webhookUrl = options.webhookUrl;
    this.baseNow = options.now ?? (() => new Date());
    this.prices = options.prices ?? DOUBLE_PRICES;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Off: events are not delivered (a missed webhook); they are still recorded in `dropped`. */
  deliveries: "on" | "off" = "on";
  readonly dropped: string[] = [];

  private async transport(body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
    if (this.deliveries === "off") {
      this.dropped.push(body);
      return { status: 0, body: "" };
    }
    if (this.options.transport) return this.options.transport(body, headers);
    if (!this.webhookUrl) throw new Error("no webhook URL");
    const res = await fetch(this.webhookUrl, { method: "POST", headers, body });
    return { status: res.status, body: await res.text() };
  }

  private readonly pending = new Set<Promise<unknown>>();

  private later(deliver: () => Promise<unknown>): void {
    const p = deliver().catch(() => undefined).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Waits for the events sent after an answer (as Stripe sends them) to be delivered. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  setWebhookUrl(url: string): void {
    this.webhookUrl = url;
  }

  private id(prefix: string): string {
    return `${prefix}_test_${++this.seq}${Math.random().toString(36).slice(2, 8)}`;
  }

  /** Pins the double's clock (undefined: back to `options.now`), e.g. to buy a plan "30 days ago". */
  setClock(at: Date | undefined): void {
    this.clock = at;
  }

  private now(): Date {
    return this.clock ?? this.baseNow();
  }

  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  // ---- what a customer does on the hosted page ----

  /** Pays a session as the hosted page's button does, and delivers `checkout.session.completed`. Answers the redirect. */
  async pay(sessionId: string): Promise<string> {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== "open") throw new Error(`no open session ${sessionId}`);
    session.customer ??= this.id("cus");
    session.status = "complete";
    session.payment_status = "paid";
    if (session.mode === "subscription") {
      const interval = this.intervalOf(session.priceId);
      const sub: DoubleSubscription = {
        id: this.id("sub"),
        object: "subscription",
        customer: session.customer,
        status: "active",
        cancel_at_period_end: false,
        metadata: { ...session.metadata },
        priceId: session.priceId,
        current_period_end: this.seconds() + (interval === "year" ? 365 : 30) * 86_400,
        interval,
      };
      this.subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
    }
    await this.emit("checkout.session.completed", this.sessionJson(session));
    return session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
  }

  // ---- what Stripe does later, driven by a test ----

  /** The period ends: paid, the subscription renews (`invoice.paid`); failed, it goes past due (`invoice.payment_failed`). */
  async renew(subscriptionId: string, outcome: "paid" | "failed", options: { deliver?: boolean } = {}): Promise<void> {
    const sub = this.requireSubscription(subscriptionId);
    sub.current_period_end += (sub.interval === "year" ? 365 : 30) * 86_400;
    sub.status = outcome === "paid" ? "active" : "past_due";
    if (options.deliver === false) return;
    await this.emit(outcome === "paid" ? "invoice.paid" : "invoice.payment_failed", this.invoiceJson(sub));
    await this.emit("customer.subscription.updated", this.subscriptionJson(sub));
  }

  /** Stripe ends the subscription (the period of a pending cancel ended, or retries ran out). */
  async end(subscriptionId: string, options: { deliver?: boolean } = {}): Promise<void> {
    const sub = this.requireSubscription(subscriptionId);
    sub.status = "canceled";
    if (options.deliver === false) return;
    await this.emit("customer.subscription.deleted", this.subscriptionJson(sub));
  }

  /** Delivers an event about an object, signed now (or as `timestamp` says), and records the answer. */
  async emit(type: string, object: object, options: { id?: string; timestamp?: number; secret?: string } = {}): Promise<SentEvent> {
    const event = { id: options.id ?? this.id("evt"), object: "event", api_version: "2026-10-28.endive", created: this.seconds(), livemode: false, type, data: { object } };
    return this.deliver(JSON.stringify(event), { timestamp: options.timestamp, secret: options.secret });
  }

  /** Posts a raw body with a signature (or the given header) to the webhook URL. */
  async deliver(body: string, options: { timestamp?: number | undefined; secret?: string | undefined; header?: string | null } = {}): Promise<SentEvent> {
    // Signed when sent (the real time, whatever the double's clock says about the subscription).
    const header = options.header === undefined ? this.sign(body, options.timestamp ?? Math.floor(Date.now() / 1000), options.secret ?? this.options.webhookSecret) : options.header;
    const headers = { "content-type": "application/json; charset=utf-8", ...(header === null ? {} : { "stripe-signature": header }) };
    const answer = await this.transport(body, headers);
    let parsed: { id?: string; type?: string } = {};
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      // a test's malformed body
    }
    const sent = { id: parsed.id ?? "", type: parsed.type ?? "", status: answer.status, body: answer.body };
    this.sent.push(sent);
    return sent;
  }

  /** Stripe's signature header: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
  sign(body: string, timestamp: number, secret = this.options.webhookSecret): string {
    const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
    return `t=${timestamp},v1=${v1}`;
  }

  sessionJson(s: DoubleSession, expandLineItems = false): object {
    const { priceId, ...rest } = s;
    return {
      ...rest,
      ...(expandLineItems ? { line_items: { object: "list", data: [{ id: `li_${s.id}`, object: "item", quantity: 1, price: this.priceJson(priceId) }], has_more: false } } : {}),
    };
  }

  subscriptionJson(s: DoubleSubscription): object {
    const { priceId, interval, current_period_end, ...rest } = s;
    void interval;
    return {
      ...rest,
      items: {
        object: "list",
        has_more: false,
        data: [{ id: `si_${s.id}`, object: "subscription_item", price: this.priceJson(priceId), quantity: 1, current_period_end, current_period_start: current_period_end - 30 * 86_400 }],
      },
    };
  }

  invoiceJson(s: DoubleSubscription): object {
    return { id: this.id("in"), object: "invoice", customer: s.customer, parent: { type: "subscription_details", subscription_details: { subscription: s.id } } };
  }

  private priceJson(id: string): object {
    const price = this.prices[id];
    return { id, object: "price", unit_amount: price?.amount ?? 0, currency: price?.currency ?? "usd" };
  }

  private intervalOf(priceId: string): "month" | "year" {
    return priceId.includes("year") ? "year" : "month";
  }

  private requireSubscription(id: string): DoubleSubscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    return sub;
  }

  // ---- the HTTP side ----

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.url);
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const notFound = () => send(404, { error: { type: "invalid_request_error", message: "No such object", code: "resource_missing" } });

    // The hosted pages (a browser, no key).
    const page = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    if (page) {
      const session = this.sessions.get(page[1]!);
      if (!session) return void res.writeHead(404).end("no such session");
      if (page[2] && req.method === "POST") {
        const to = await this.pay(session.id);
        res.writeHead(303, { location: to }).end();
        return;
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><html lang="en"><head><title>Stripe test checkout</title></head><body><main>
<h1>Test checkout</h1><p>Plan price: ${session.priceId}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<a href="${session.cancel_url}">Cancel</a></main></body></html>`);
      return;
    }
    if (/^\/portal\//.test(url.pathname)) {
      res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Billing portal</title><h1>Billing portal</h1>");
      return;
    }

    if (!url.pathname.startsWith("/v1/")) return notFound();
    this.calls.push({ method: req.method ?? "GET", path: url.pathname, form });
    if (req.headers.authorization !== `Bearer ${this.options.secretKey}`) return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    if (this.failWith) return send(this.failWith, { error: { type: "api_error", message: "The double is failing on purpose" } });

    const path = url.pathname.slice(3);
    let m: RegExpExecArray | null;
    if (req.method === "GET" && (m = /^\/prices\/([\w-]+)$/.exec(path))) {
      return this.prices[m[1]!] ? send(200, this.priceJson(m[1]!)) : notFound();
    }
    if (req.method === "POST" && path === "/checkout/sessions") {
      const id = this.id("cs");
      const session: DoubleSession = {
        id,
        object: "checkout.session",
        mode: form.mode === "payment" ? "payment" : "subscription",
        status: "open",
        payment_status: "unpaid",
        client_reference_id: form.client_reference_id ?? null,
        customer: form.customer ?? null,
        customer_email: form.customer_email ?? null,
        subscription: null,
        metadata: nested(form, "subscription_data[metadata]") ?? nested(form, "metadata") ?? {},
        success_url: form.success_url ?? "",
        cancel_url: form.cancel_url ?? "",
        url: `${this.url}/checkout/${id}`,
        priceId: form["line_items[0][price]"] ?? "",
      };
      if (!this.prices[session.priceId]) return send(400, { error: { type: "invalid_request_error", message: `No such price: '${session.priceId}'` } });
      this.sessions.set(id, session);
      return send(200, this.sessionJson(session));
    }
    if (req.method === "GET" && (m = /^\/checkout\/sessions\/([\w-]+)$/.exec(path))) {
      const session = this.sessions.get(m[1]!);
      return session ? send(200, this.sessionJson(session, url.searchParams.getAll("expand[]").includes("line_items") || url.searchParams.getAll("expand[0]").includes("line_items"))) : notFound();
    }
    if ((m = /^\/subscriptions\/([\w-]+)$/.exec(path))) {
      const sub = this.subscriptions.get(m[1]!);
      if (!sub) return notFound();
      if (req.method === "POST" && form.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = form.cancel_at_period_end === "true";
        send(200, this.subscriptionJson(sub));
        // As Stripe does: the event follows the answer.
        this.later(() => this.emit("customer.subscription.updated", this.subscriptionJson(sub)));
        return;
      }
      return send(200, this.subscriptionJson(sub));
    }
    if (req.method === "POST" && path === "/billing_portal/sessions") {
      return send(200, { id: this.id("bps"), object: "billing_portal.session", customer: form.customer, return_url: form.return_url, url: `${this.url}/portal/${form.customer}` });
    }
    notFound();
  }
}

/** The keys under a form prefix (`metadata[user_id]` → `{user_id}`), or undefined when there are none. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key.startsWith(`${prefix}[`) && key.endsWith("]")) out[key.slice(prefix.length + 1, -1)] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Starts a double; the caller closes it. */
export async function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  return new StripeDouble(options).start();
}

export const DOUBLE_SECRET_KEY = "sk_test_dizilog";
export const DOUBLE_WEBHOOK_SECRET = "whsec_dizilog_test";

/** The STRIPE_* settings of an app that pays through `double` (the double's keys and prices). */
export function stripeEnv(double: StripeDouble): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: DOUBLE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: DOUBLE_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTH: "price_month",
    STRIPE_PRICE_YEAR: "price_year",
    STRIPE_PRICE_LIFETIME: "price_lifetime",
    STRIPE_API_URL: double.url,
  };
}

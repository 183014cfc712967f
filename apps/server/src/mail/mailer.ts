import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/database.js";
import { insertOutboxMail } from "../repositories/dev-outbox.repository.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends one message. The app picks SMTP when SMTP_URL is set; without it, the development outbox
 * when DEV_MAILBOX=true, and otherwise the server log.
 */
export interface Mailer {
  readonly kind: "smtp" | "outbox" | "log";
  send(message: MailMessage): Promise<void>;
}

export class SmtpMailer implements Mailer {
  readonly kind = "smtp";
  private readonly transport: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

/** Keeps mail in the database and prints it to the console: readable at /dev/mailbox when DEV_MAILBOX=true. */
export class OutboxMailer implements Mailer {
  readonly kind = "outbox";
  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void = console.log,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await insertOutboxMail(this.db, message);
    this.log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
  }
}

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/**
 * Without SMTP_URL and without the development outbox: each message, code and links included, is
 * written to the server log at info level as one JSON line (the shape of Fastify's own log lines),
 * so the operator can read it and nobody else can.
 */
export class LogMailer implements Mailer {
  readonly kind = "log";
  private readonly enabled: boolean;
  constructor(
    logLevel: string,
    private readonly write: (line: string) => void = (line) => void process.stdout.write(line),
  ) {
    this.enabled = (LEVELS[logLevel] ?? LEVELS.info!) <= LEVELS.info!;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.enabled) return;
    const entry = { level: 30, time: Date.now(), pid: process.pid, mail: { to: message.to, subject: message.subject, text: message.text }, msg: `mail to ${message.to}: ${message.subject}` };
    this.write(`${JSON.stringify(entry)}\n`);
  }
}

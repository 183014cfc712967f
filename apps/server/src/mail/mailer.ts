import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/database.js";
import { devOutbox } from "../db/schema/index.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message; the app picks SMTP when SMTP_URL is set and the development outbox otherwise. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
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

/** Keeps mail in the database and prints it to the log: readable at /dev/mailbox outside production. */
export class OutboxMailer implements Mailer {
  readonly kind = "outbox";
  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void = console.log,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(devOutbox).values(message);
    this.log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
  }
}

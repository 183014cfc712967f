import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it, with its readable parts decoded. */
export interface ReceivedMail {
  from: string;
  /** Envelope recipients, lower case. */
  to: string[];
  /** The message as sent over the wire (headers and MIME body). */
  raw: string;
  /** The decoded Subject header. */
  subject: string;
  /** `Subject: …`, a blank line, then every decoded text part (plain and HTML). */
  text: string;
}

export interface SmtpTestServer {
  /** e.g. smtp://127.0.0.1:41234, for `new SmtpMailer(url, from)`. */
  url: string;
  /** Every message received, in order. */
  messages: ReceivedMail[];
  /**
   * The next message to `to` not handed out before (oldest first), waiting up to `timeoutMs`
   * for it: its decoded text (see `ReceivedMail.text`).
   */
  waitForMail(to: string, timeoutMs?: number): Promise<string>;
  /** Every message received for `to` so far (handed out or not). */
  mailsTo(to: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (random port, no TLS, no auth) that keeps what it receives. */
export async function startSmtp(): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const handedOut = new Set<ReceivedMail>();
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail);
    const index = waiters.findIndex((w) => mail.to.includes(w.to));
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      handedOut.add(mail);
      waiter!.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const decoded = decodeMessage(raw);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        deliver({ from, to, raw, subject: decoded.subject, text: `Subject: ${decoded.subject}\n\n${decoded.parts.join("\n\n")}` });
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = (server.server.address() as AddressInfo);

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailsTo: (to) => messages.filter((m) => m.to.includes(to.toLowerCase())),
    waitForMail(to, timeoutMs = 5_000) {
      const address = to.toLowerCase();
      const ready = messages.find((m) => !handedOut.has(m) && m.to.includes(address));
      if (ready) {
        handedOut.add(ready);
        return Promise.resolve(ready.text);
      }
      return new Promise<string>((resolve, reject) => {
        const waiter = {
          to: address,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail.text);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received ${messages.length} in all)`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Enough MIME to read what the app sends: encoded-word headers, multipart, quoted-printable, base64. */
export function decodeMessage(raw: string): { subject: string; parts: string[] } {
  const { headers, body } = splitEntity(raw);
  return { subject: decodeWords(headers.get("subject") ?? ""), parts: decodeParts(headers, body) };
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const normalized = entity.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeParts(headers: Map<string, string>, body: string): string[] {
  const type = headers.get("content-type") ?? "text/plain";
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => {
        const entity = splitEntity(part.replace(/^\n/, ""));
        return decodeParts(entity.headers, entity.body);
      });
  }
  if (!/^text\//i.test(type)) return [];
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return [Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")];
  if (encoding === "quoted-printable") return [decodeQuotedPrintable(body)];
  return [body];
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); whitespace between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

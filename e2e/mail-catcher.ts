import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string;
  raw: string;
}

/**
 * A real SMTP server the app sends to during browser tests, and a tiny HTTP endpoint
 * (GET /mail?to=…) the test files read the newest message for an address from.
 */
export async function startMailCatcher(): Promise<{ smtpUrl: string; httpUrl: string; close: () => Promise<void> }> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address.toLowerCase(), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const to = url.searchParams.get("to")?.toLowerCase();
    const found = [...mails].reverse().find((m) => m.to === to);
    res.writeHead(found ? 200 : 404, { "content-type": "application/json" });
    res.end(JSON.stringify(found ?? null));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Quoted-printable soft breaks and escapes undone, enough to read codes and links. */
export function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

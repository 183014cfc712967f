import type { MailMessage } from "./mailer.js";

type MailLocale = "en" | "tr";

interface Texts {
  subject: string;
  intro: string;
  action?: string;
  outro: string;
}

const TEXTS: Record<"verify" | "changeEmail" | "reset", Record<MailLocale, (p: Record<string, string>) => Texts>> = {
  verify: {
    en: (p) => ({
      subject: `${p.code} is your Dizilog verification code`,
      intro: `Hi ${p.name}, welcome to Dizilog! Enter this code to verify your email address:`,
      outro: "The code expires in 60 minutes. If you did not create an account, you can ignore this email.",
    }),
    tr: (p) => ({
      subject: `Dizilog doğrulama kodun: ${p.code}`,
      intro: `Merhaba ${p.name}, Dizilog'a hoş geldin! E-posta adresini doğrulamak için bu kodu gir:`,
      outro: "Kod 60 dakika geçerlidir. Hesap oluşturmadıysan bu e-postayı yok sayabilirsin.",
    }),
  },
  changeEmail: {
    en: (p) => ({
      subject: `${p.code} confirms your new Dizilog email`,
      intro: `Hi ${p.name}, enter this code to confirm this address as your new Dizilog email:`,
      outro: "The code expires in 60 minutes. Your old address stays active until then.",
    }),
    tr: (p) => ({
      subject: `Yeni Dizilog e-postanı onaylayan kod: ${p.code}`,
      intro: `Merhaba ${p.name}, bu adresi yeni Dizilog e-postan olarak onaylamak için bu kodu gir:`,
      outro: "Kod 60 dakika geçerlidir. O zamana kadar eski adresin etkin kalır.",
    }),
  },
  reset: {
    en: (p) => ({
      subject: "Reset your Dizilog password",
      intro: `Hi ${p.name}, we received a request to reset your password. Use this link within 60 minutes:`,
      action: "Reset password",
      outro: "If you did not ask for this, you can ignore this email: your password stays the same.",
    }),
    tr: (p) => ({
      subject: "Dizilog şifreni sıfırla",
      intro: `Merhaba ${p.name}, şifreni sıfırlamak için bir istek aldık. Bu bağlantıyı 60 dakika içinde kullan:`,
      action: "Şifreyi sıfırla",
      outro: "Bu isteği sen yapmadıysan bu e-postayı yok sayabilirsin: şifren değişmez.",
    }),
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

function mailLocale(locale: string): MailLocale {
  return locale.startsWith("tr") ? "tr" : "en";
}

/** Builds a message (plain text and HTML) in the user's language; `code` or `url` is the payload. */
export function renderMail(
  kind: keyof typeof TEXTS,
  locale: string,
  to: string,
  params: { name: string; code?: string; url?: string },
): MailMessage {
  const lang = mailLocale(locale);
  const t = TEXTS[kind][lang]({ name: params.name, code: params.code ?? "" });
  const payloadText = params.code ?? params.url ?? "";
  const payloadHtml = params.code
    ? `<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0">${escapeHtml(params.code)}</p>`
    : `<p style="margin:24px 0"><a href="${escapeHtml(params.url ?? "")}" style="background:#b91c1c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t.action ?? "")}</a></p><p style="font-size:12px;color:#555">${escapeHtml(params.url ?? "")}</p>`;
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${payloadText}\n\n${t.outro}\n\nDizilog`,
    html: `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:560px;margin:auto;padding:24px"><h1 style="color:#b91c1c;font-size:22px">Dizilog</h1><p>${escapeHtml(t.intro)}</p>${payloadHtml}<p>${escapeHtml(t.outro)}</p></body></html>`,
  };
}

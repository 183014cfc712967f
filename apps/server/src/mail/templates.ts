import { type SiteLanguage, siteLanguage } from "../domain/site-language.js";
import { notificationText } from "../domain/notification-text.js";
import { ACCOUNT_TEXTS, type AccountMailKind } from "./account-texts.js";
import type { MailMessage } from "./mailer.js";

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

/** `lang` and `dir` of a mail's HTML in a site language. */
function htmlLanguage(lang: SiteLanguage): { tag: string; dir: "ltr" | "rtl" } {
  return { tag: lang === "pt-br" ? "pt-BR" : lang, dir: lang === "ar" || lang === "fa" ? "rtl" : "ltr" };
}

function page(lang: SiteLanguage, body: string): string {
  const { tag, dir } = htmlLanguage(lang);
  return `<!doctype html><html lang="${tag}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:560px;margin:auto;padding:24px"><h1 style="color:#b91c1c;font-size:22px">Dizilog</h1>${body}</body></html>`;
}

function button(label: string, url: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#b91c1c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(url)}</p>`;
}

/** Builds an account message (plain text and HTML) in the user's language; `code` or `url` is the payload. */
export function renderMail(kind: AccountMailKind, locale: string, to: string, params: { name: string; code?: string; url?: string }): MailMessage {
  const lang = siteLanguage(locale);
  const t = ACCOUNT_TEXTS[kind][lang]({ name: params.name, code: params.code ?? "" });
  const payloadText = params.code ?? params.url ?? "";
  const payloadHtml = params.code
    ? `<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0">${escapeHtml(params.code)}</p>`
    : button(t.action ?? "", params.url ?? "");
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${payloadText}\n\n${t.outro}\n\nDizilog`,
    html: page(lang, `<p>${escapeHtml(t.intro)}</p>${payloadHtml}<p>${escapeHtml(t.outro)}</p>`),
  };
}

interface NotificationMailTexts {
  greeting: (name: string) => string;
  action: string;
  footer: string;
}

/** The frame of a notification mail in each site language (the sentence itself is the notification's text). */
const NOTIFICATION_MAIL: Record<SiteLanguage, NotificationMailTexts> = {
  en: {
    greeting: (n) => `Hi ${n},`,
    action: "Open on Dizilog",
    footer: "You get this email because email notifications of this kind are on. Choose which emails you get in your notification settings:",
  },
  tr: {
    greeting: (n) => `Merhaba ${n},`,
    action: "Dizilog'da aç",
    footer: "Bu e-postayı, bu tür bildirimler için e-posta açık olduğu için alıyorsun. Hangi e-postaları alacağını bildirim ayarlarından seçebilirsin:",
  },
  ar: {
    greeting: (n) => `مرحبًا ${n}،`,
    action: "افتح في Dizilog",
    footer: "تصلك هذه الرسالة لأن إشعارات البريد الإلكتروني من هذا النوع مفعّلة. اختر الرسائل التي تريد تلقّيها من إعدادات الإشعارات:",
  },
  fa: {
    greeting: (n) => `سلام ${n}،`,
    action: "باز کردن در Dizilog",
    footer: "این ایمیل را دریافت می‌کنید چون اعلان ایمیلی این نوع روشن است. در تنظیمات اعلان‌ها انتخاب کنید چه ایمیل‌هایی دریافت کنید:",
  },
  de: {
    greeting: (n) => `Hallo ${n},`,
    action: "Auf Dizilog öffnen",
    footer: "Du erhältst diese E-Mail, weil E-Mail-Benachrichtigungen dieser Art eingeschaltet sind. In deinen Benachrichtigungseinstellungen wählst du, welche E-Mails du bekommst:",
  },
  es: {
    greeting: (n) => `Hola, ${n}:`,
    action: "Abrir en Dizilog",
    footer: "Recibes este correo porque tienes activadas las notificaciones por correo de este tipo. Elige qué correos recibes en la configuración de notificaciones:",
  },
  fr: {
    greeting: (n) => `Bonjour ${n},`,
    action: "Ouvrir sur Dizilog",
    footer: "Vous recevez cet e-mail car les notifications par e-mail de ce type sont activées. Choisissez les e-mails que vous recevez dans vos paramètres de notification :",
  },
  it: {
    greeting: (n) => `Ciao ${n},`,
    action: "Apri su Dizilog",
    footer: "Ricevi questa email perché le notifiche via email di questo tipo sono attive. Scegli quali email ricevere nelle impostazioni delle notifiche:",
  },
  pt: {
    greeting: (n) => `Olá ${n},`,
    action: "Abrir no Dizilog",
    footer: "Recebe este email porque as notificações por email deste tipo estão ativas. Escolha os emails que recebe nas definições de notificações:",
  },
  "pt-br": {
    greeting: (n) => `Oi, ${n}!`,
    action: "Abrir no Dizilog",
    footer: "Você recebe este e-mail porque as notificações por e-mail deste tipo estão ativadas. Escolha quais e-mails receber nas configurações de notificações:",
  },
  ru: {
    greeting: (n) => `Здравствуйте, ${n}!`,
    action: "Открыть в Dizilog",
    footer: "Вы получили это письмо, потому что у вас включены уведомления такого типа по почте. Выберите, какие письма получать, в настройках уведомлений:",
  },
  sq: {
    greeting: (n) => `Përshëndetje ${n},`,
    action: "Hape në Dizilog",
    footer: "E merr këtë email sepse njoftimet me email për këtë lloj janë aktive. Zgjidh cilat email-e merr te cilësimet e njoftimeve:",
  },
};

export interface NotificationMail {
  to: string;
  name: string;
  locale: string;
  variant: string;
  actorName: string | null;
  title?: string | undefined;
  show?: string | undefined;
  /** A grouped notification's other actors ("Ayşe and 4 others"). */
  others?: number | undefined;
  /** A catalog notification's season and episode numbers (decision 0048). */
  season?: number | undefined;
  episode?: number | undefined;
  /** The page the notification opens (a path on the site). */
  url: string;
}

/**
 * A notification by mail (`email_<kind>` on), in the user's language: the notification's sentence as
 * subject and body, a link to the item, and where to turn such mail off.
 */
export function renderNotificationMail(mail: NotificationMail, appUrl: string): MailMessage {
  const lang = siteLanguage(mail.locale);
  const t = NOTIFICATION_MAIL[lang];
  const text = notificationText(lang, mail.variant, {
    actor: mail.actorName,
    title: mail.title,
    show: mail.show,
    others: mail.others,
    season: mail.season,
    episode: mail.episode,
  });
  const origin = appUrl.replace(/\/$/, "");
  const itemUrl = `${origin}${mail.url.startsWith("/") ? mail.url : `/${mail.url}`}`;
  const settingsUrl = `${origin}/settings/notifications`;
  return {
    to: mail.to,
    subject: text,
    text: `${t.greeting(mail.name)}\n\n${text}\n\n${itemUrl}\n\n${t.footer}\n${settingsUrl}\n\nDizilog`,
    html: page(
      lang,
      `<p>${escapeHtml(t.greeting(mail.name))}</p><p style="font-size:18px">${escapeHtml(text)}</p>${button(t.action, itemUrl)}` +
        `<p style="font-size:12px;color:#555">${escapeHtml(t.footer)} <a href="${escapeHtml(settingsUrl)}">${escapeHtml(settingsUrl)}</a></p>`,
    ),
  };
}

import { type SiteLanguage, siteLanguage } from "./site-language.js";

/**
 * What a notification says, by variant: a kind may say more than one thing (a `user_comment` is a
 * comment on your item or a reply to your comment; a `user_followed` a follow, a request or an
 * acceptance). The variant is stored with the notification (`data.variant`).
 */
export const NOTIFICATION_VARIANTS = ["comment", "reply", "mention", "review", "followed", "requested", "accepted", "moderator", "wall_post", "post_mention"] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

/** The words a text is made of, as they were when the notification was made (the actor's name is current). */
export interface NotificationWords {
  /** The actor's name; null when the actor is gone (their account deleted). */
  actor: string | null;
  /** The subject's title: a review's title, a list's name, a comment's item. */
  title?: string | undefined;
  /** A show's title (a review's show, the show of a moderation team). */
  show?: string | undefined;
}

type Texts = Record<NotificationVariant, (w: Required<Omit<NotificationWords, "actor">> & { actor: string }) => string> & {
  /** The actor of a notification whose actor is gone. */
  someone: string;
  /** A kind this build has no text for (made by a newer version during a deploy). */
  generic: string;
};

/** Real translations, one block per site language; quotation marks as each language writes them. */
const TEXTS: Record<SiteLanguage, Texts> = {
  en: {
    comment: (w) => `${w.actor} commented on “${w.title}”`,
    reply: (w) => `${w.actor} replied to your comment on “${w.title}”`,
    mention: (w) => `${w.actor} mentioned you in a comment on “${w.title}”`,
    review: (w) => `${w.actor} reviewed ${w.show}: “${w.title}”`,
    followed: (w) => `${w.actor} started following you`,
    requested: (w) => `${w.actor} asked to follow you`,
    accepted: (w) => `${w.actor} accepted your follow request`,
    moderator: (w) => `You joined the moderation team of ${w.show}`,
    wall_post: (w) => `${w.actor} posted on your wall`,
    post_mention: (w) => `${w.actor} mentioned you in a post`,
    someone: "Someone",
    generic: "You have a new notification",
  },
  tr: {
    comment: (w) => `${w.actor}, “${w.title}” için yorum yaptı`,
    reply: (w) => `${w.actor}, “${w.title}” üzerindeki yorumuna yanıt verdi`,
    mention: (w) => `${w.actor}, “${w.title}” üzerindeki bir yorumda senden bahsetti`,
    review: (w) => `${w.actor}, ${w.show} için bir inceleme yazdı: “${w.title}”`,
    followed: (w) => `${w.actor} seni takip etmeye başladı`,
    requested: (w) => `${w.actor} seni takip etmek istiyor`,
    accepted: (w) => `${w.actor} takip isteğini kabul etti`,
    moderator: (w) => `Artık ${w.show} moderasyon ekibindesin`,
    wall_post: (w) => `${w.actor} duvarına bir gönderi paylaştı`,
    post_mention: (w) => `${w.actor} bir gönderide senden bahsetti`,
    someone: "Biri",
    generic: "Yeni bir bildirimin var",
  },
  ar: {
    comment: (w) => `علّق ${w.actor} على «${w.title}»`,
    reply: (w) => `ردّ ${w.actor} على تعليقك على «${w.title}»`,
    mention: (w) => `أشار إليك ${w.actor} في تعليق على «${w.title}»`,
    review: (w) => `كتب ${w.actor} مراجعة لـ${w.show}: «${w.title}»`,
    followed: (w) => `بدأ ${w.actor} بمتابعتك`,
    requested: (w) => `طلب ${w.actor} متابعتك`,
    accepted: (w) => `قبِل ${w.actor} طلب المتابعة الذي أرسلته`,
    moderator: (w) => `انضممت إلى فريق الإشراف على ${w.show}`,
    wall_post: (w) => `نشر ${w.actor} على حائطك`,
    post_mention: (w) => `أشار إليك ${w.actor} في منشور`,
    someone: "شخص ما",
    generic: "لديك إشعار جديد",
  },
  fa: {
    comment: (w) => `${w.actor} دربارهٔ «${w.title}» نظر داد`,
    reply: (w) => `${w.actor} به نظر شما دربارهٔ «${w.title}» پاسخ داد`,
    mention: (w) => `${w.actor} در نظری دربارهٔ «${w.title}» از شما نام برد`,
    review: (w) => `${w.actor} نقدی بر ${w.show} نوشت: «${w.title}»`,
    followed: (w) => `${w.actor} شما را دنبال می‌کند`,
    requested: (w) => `${w.actor} درخواست کرده شما را دنبال کند`,
    accepted: (w) => `${w.actor} درخواست دنبال کردن شما را پذیرفت`,
    moderator: (w) => `شما به تیم ناظران ${w.show} پیوستید`,
    wall_post: (w) => `${w.actor} روی دیوار شما مطلبی نوشت`,
    post_mention: (w) => `${w.actor} در یک پست از شما نام برد`,
    someone: "کسی",
    generic: "یک اعلان تازه دارید",
  },
  de: {
    comment: (w) => `${w.actor} hat „${w.title}“ kommentiert`,
    reply: (w) => `${w.actor} hat auf deinen Kommentar zu „${w.title}“ geantwortet`,
    mention: (w) => `${w.actor} hat dich in einem Kommentar zu „${w.title}“ erwähnt`,
    review: (w) => `${w.actor} hat ${w.show} rezensiert: „${w.title}“`,
    followed: (w) => `${w.actor} folgt dir jetzt`,
    requested: (w) => `${w.actor} möchte dir folgen`,
    accepted: (w) => `${w.actor} hat deine Folgen-Anfrage angenommen`,
    moderator: (w) => `Du bist jetzt im Moderationsteam von ${w.show}`,
    wall_post: (w) => `${w.actor} hat auf deine Pinnwand geschrieben`,
    post_mention: (w) => `${w.actor} hat dich in einem Beitrag erwähnt`,
    someone: "Jemand",
    generic: "Du hast eine neue Benachrichtigung",
  },
  es: {
    comment: (w) => `${w.actor} comentó en «${w.title}»`,
    reply: (w) => `${w.actor} respondió a tu comentario en «${w.title}»`,
    mention: (w) => `${w.actor} te mencionó en un comentario en «${w.title}»`,
    review: (w) => `${w.actor} escribió una reseña de ${w.show}: «${w.title}»`,
    followed: (w) => `${w.actor} empezó a seguirte`,
    requested: (w) => `${w.actor} quiere seguirte`,
    accepted: (w) => `${w.actor} aceptó tu solicitud para seguirle`,
    moderator: (w) => `Te has unido al equipo de moderación de ${w.show}`,
    wall_post: (w) => `${w.actor} publicó en tu muro`,
    post_mention: (w) => `${w.actor} te mencionó en una publicación`,
    someone: "Alguien",
    generic: "Tienes una notificación nueva",
  },
  fr: {
    comment: (w) => `${w.actor} a commenté « ${w.title} »`,
    reply: (w) => `${w.actor} a répondu à votre commentaire sur « ${w.title} »`,
    mention: (w) => `${w.actor} vous a cité dans un commentaire sur « ${w.title} »`,
    review: (w) => `${w.actor} a publié une critique de ${w.show} : « ${w.title} »`,
    followed: (w) => `${w.actor} vous suit désormais`,
    requested: (w) => `${w.actor} demande à vous suivre`,
    accepted: (w) => `${w.actor} a accepté votre demande d’abonnement`,
    moderator: (w) => `Vous avez rejoint l’équipe de modération de ${w.show}`,
    wall_post: (w) => `${w.actor} a publié sur votre mur`,
    post_mention: (w) => `${w.actor} vous a cité dans une publication`,
    someone: "Quelqu’un",
    generic: "Vous avez une nouvelle notification",
  },
  it: {
    comment: (w) => `${w.actor} ha commentato «${w.title}»`,
    reply: (w) => `${w.actor} ha risposto al tuo commento su «${w.title}»`,
    mention: (w) => `${w.actor} ti ha menzionato in un commento su «${w.title}»`,
    review: (w) => `${w.actor} ha recensito ${w.show}: «${w.title}»`,
    followed: (w) => `${w.actor} ha iniziato a seguirti`,
    requested: (w) => `${w.actor} ha chiesto di seguirti`,
    accepted: (w) => `${w.actor} ha accettato la tua richiesta di seguirlo`,
    moderator: (w) => `Ora fai parte del team di moderazione di ${w.show}`,
    wall_post: (w) => `${w.actor} ha scritto sulla tua bacheca`,
    post_mention: (w) => `${w.actor} ti ha menzionato in un post`,
    someone: "Qualcuno",
    generic: "Hai una nuova notifica",
  },
  pt: {
    comment: (w) => `${w.actor} comentou «${w.title}»`,
    reply: (w) => `${w.actor} respondeu ao seu comentário sobre «${w.title}»`,
    mention: (w) => `${w.actor} referiu o seu nome num comentário sobre «${w.title}»`,
    review: (w) => `${w.actor} escreveu uma crítica de ${w.show}: «${w.title}»`,
    followed: (w) => `Tem um novo seguidor: ${w.actor}`,
    requested: (w) => `${w.actor} pediu para seguir a sua conta`,
    accepted: (w) => `${w.actor} aceitou o seu pedido para seguir`,
    moderator: (w) => `Passou a fazer parte da equipa de moderação de ${w.show}`,
    wall_post: (w) => `${w.actor} publicou no seu mural`,
    post_mention: (w) => `${w.actor} referiu o seu nome numa publicação`,
    someone: "Alguém",
    generic: "Tem uma notificação nova",
  },
  "pt-br": {
    comment: (w) => `${w.actor} comentou em “${w.title}”`,
    reply: (w) => `${w.actor} respondeu ao seu comentário em “${w.title}”`,
    mention: (w) => `${w.actor} mencionou você em um comentário em “${w.title}”`,
    review: (w) => `${w.actor} escreveu uma resenha de ${w.show}: “${w.title}”`,
    followed: (w) => `${w.actor} começou a seguir você`,
    requested: (w) => `${w.actor} pediu para seguir você`,
    accepted: (w) => `${w.actor} aceitou sua solicitação para seguir`,
    moderator: (w) => `Você entrou para a equipe de moderação de ${w.show}`,
    wall_post: (w) => `${w.actor} publicou no seu mural`,
    post_mention: (w) => `${w.actor} mencionou você em uma publicação`,
    someone: "Alguém",
    generic: "Você tem uma nova notificação",
  },
  ru: {
    comment: (w) => `${w.actor} прокомментировал(а) «${w.title}»`,
    reply: (w) => `${w.actor} ответил(а) на ваш комментарий к «${w.title}»`,
    mention: (w) => `${w.actor} упомянул(а) вас в комментарии к «${w.title}»`,
    review: (w) => `${w.actor} написал(а) рецензию на «${w.show}»: «${w.title}»`,
    followed: (w) => `${w.actor} подписался(-ась) на вас`,
    requested: (w) => `${w.actor} хочет подписаться на вас`,
    accepted: (w) => `${w.actor} принял(а) ваш запрос на подписку`,
    moderator: (w) => `Теперь вы в команде модераторов «${w.show}»`,
    wall_post: (w) => `${w.actor} написал(а) на вашей стене`,
    post_mention: (w) => `${w.actor} упомянул(а) вас в публикации`,
    someone: "Кто-то",
    generic: "У вас новое уведомление",
  },
  sq: {
    comment: (w) => `${w.actor} komentoi te “${w.title}”`,
    reply: (w) => `${w.actor} iu përgjigj komentit tënd te “${w.title}”`,
    mention: (w) => `${w.actor} të përmendi në një koment te “${w.title}”`,
    review: (w) => `${w.actor} shkroi një recension për ${w.show}: “${w.title}”`,
    followed: (w) => `${w.actor} filloi të të ndjekë`,
    requested: (w) => `${w.actor} kërkon të të ndjekë`,
    accepted: (w) => `${w.actor} pranoi kërkesën tënde për ndjekje`,
    moderator: (w) => `U bashkove me ekipin e moderimit të ${w.show}`,
    wall_post: (w) => `${w.actor} postoi në murin tënd`,
    post_mention: (w) => `${w.actor} të përmendi në një postim`,
    someone: "Dikush",
    generic: "Ke një njoftim të ri",
  },
};

export function isNotificationVariant(value: unknown): value is NotificationVariant {
  return typeof value === "string" && (NOTIFICATION_VARIANTS as readonly string[]).includes(value);
}

const RIGHT_TO_LEFT = new Set<SiteLanguage>(["ar", "fa"]);

/**
 * A user's words inside a sentence, isolated (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL
 * ISOLATE): an English title quoted in an Arabic sentence (or an Arabic name in an English one) keeps
 * its own direction without reordering the sentence around it — its full stop stays at its end.
 */
export function isolate(words: string): string {
  return words ? `\u2068${words}\u2069` : words;
}

/** The sentence of a notification in a locale (the reader's for the API, the user's for push and mail). */
export function notificationText(locale: string, variant: unknown, words: NotificationWords): string {
  const texts = TEXTS[siteLanguage(locale)];
  if (!isNotificationVariant(variant)) return texts.generic;
  // Right-to-left sentences isolate the words they quote (Latin titles, names, the show's title).
  const quote = RIGHT_TO_LEFT.has(siteLanguage(locale)) ? isolate : (words: string) => words;
  return texts[variant]({ actor: quote(words.actor ?? texts.someone), title: quote(words.title ?? ""), show: quote(words.show ?? "") });
}

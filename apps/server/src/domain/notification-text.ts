import { type SiteLanguage, siteLanguage } from "./site-language.js";

/**
 * What a notification says, by variant: a kind may say more than one thing (a `user_comment` is a
 * comment on your item or a reply to your comment; a `user_followed` a follow, a request or an
 * acceptance). The variant is stored with the notification (`data.variant`).
 */
export const NOTIFICATION_VARIANTS = [
  "comment",
  "reply",
  "mention",
  "review",
  "followed",
  "requested",
  "accepted",
  "moderator",
  "wall_post",
  "post_mention",
  // Decision 0038: the grouped feedback (the actor, or "the actor and N others") and report outcomes.
  "suggestion",
  "poll_vote",
  "post_like",
  "comment_like",
  "review_helpful",
  "report_actioned",
  "report_dismissed",
  // Decision 0043: a season's TV ratings arrived (show: the show's title, title: the season's number).
  "ratings_available",
] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

/** The words a text is made of, as they were when the notification was made (the actor's name is current). */
export interface NotificationWords {
  /** The actor's name; null when the actor is gone (their account deleted). */
  actor: string | null;
  /** The subject's title: a review's title, a list's name, a comment's item. */
  title?: string | undefined;
  /** A show's title (a review's show, the show of a moderation team). */
  show?: string | undefined;
  /** A grouped notification's other actors ("Ayşe and 4 others"); 0 or absent: the actor alone. */
  others?: number | undefined;
}

/** The words as a text function gets them: `crowd` is the actor alone, or the actor and the others. */
interface TextWords {
  actor: string;
  title: string;
  show: string;
  others: number;
  crowd: string;
}

type Texts = Record<NotificationVariant, (w: TextWords) => string> & {
  /** "Ayşe and 4 others", in the language's plural forms (`plural` is Intl.PluralRules' category of `others`). */
  crowd: (actor: string, others: number, plural: Intl.LDMLPluralRule) => string;
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
    crowd: (a, n) => `${a} and ${n} ${n === 1 ? "other" : "others"}`,
    suggestion: (w) => (w.others ? `${w.crowd} suggested shows for your ask “${w.title}”` : `${w.actor} suggested a show for your ask “${w.title}”`),
    poll_vote: (w) => `${w.crowd} voted in your poll “${w.title}”`,
    post_like: (w) => (w.title ? `${w.crowd} liked your post “${w.title}”` : `${w.crowd} liked your post`),
    comment_like: (w) => `${w.crowd} liked your comment on “${w.title}”`,
    review_helpful: (w) => `${w.crowd} found your review “${w.title}” helpful`,
    report_actioned: () => "Moderators took action on your report. Thank you for helping.",
    report_dismissed: () => "Moderators reviewed your report and found no rule broken.",
    ratings_available: (w) => `The ratings of ${w.show}, season ${w.title}, have arrived`,
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
    crowd: (a, n) => `${a} ve ${n} kişi daha`,
    suggestion: (w) => (w.others ? `${w.crowd}, “${w.title}” soruna dizi önerdi` : `${w.actor}, “${w.title}” soruna bir dizi önerdi`),
    poll_vote: (w) => `${w.crowd}, “${w.title}” anketine oy verdi`,
    post_like: (w) => (w.title ? `${w.crowd}, “${w.title}” gönderini beğendi` : `${w.crowd} gönderini beğendi`),
    comment_like: (w) => `${w.crowd}, “${w.title}” üzerindeki yorumunu beğendi`,
    review_helpful: (w) => `${w.crowd}, “${w.title}” incelemeni faydalı buldu`,
    report_actioned: () => "Moderatörler şikâyetin üzerine gerekli işlemi yaptı. Yardımın için teşekkürler.",
    report_dismissed: () => "Moderatörler şikâyetini inceledi ve kurallara aykırı bir durum bulmadı.",
    ratings_available: (w) => `${w.show} ${w.title}. sezonun reytingleri geldi`,
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
    crowd: (a, n, plural) =>
      plural === "one" ? `${a} وشخص آخر` : plural === "two" ? `${a} وشخصان آخران` : plural === "few" ? `${a} و${n} أشخاص آخرين` : plural === "many" ? `${a} و${n} شخصًا آخر` : `${a} و${n} شخص آخر`,
    suggestion: (w) => (w.others ? `اقترح ${w.crowd} مسلسلات على سؤالك «${w.title}»` : `اقترح ${w.actor} مسلسلًا على سؤالك «${w.title}»`),
    poll_vote: (w) => `صوّت ${w.crowd} في استطلاعك «${w.title}»`,
    post_like: (w) => (w.title ? `أُعجب ${w.crowd} بمنشورك «${w.title}»` : `أُعجب ${w.crowd} بمنشورك`),
    comment_like: (w) => `أُعجب ${w.crowd} بتعليقك على «${w.title}»`,
    review_helpful: (w) => `وجد ${w.crowd} مراجعتك «${w.title}» مفيدة`,
    report_actioned: () => "اتخذ المشرفون إجراءً بشأن بلاغك. شكرًا لمساعدتك.",
    report_dismissed: () => "راجع المشرفون بلاغك ولم يجدوا فيه مخالفة للقواعد.",
    ratings_available: (w) => `وصلت نسب مشاهدة ${w.show}، الموسم ${w.title}`,
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
    crowd: (a, n) => `${a} و ${n} نفر دیگر`,
    suggestion: (w) => (w.others ? `${w.crowd} برای پرسش شما «${w.title}» سریال پیشنهاد دادند` : `${w.actor} برای پرسش شما «${w.title}» یک سریال پیشنهاد داد`),
    poll_vote: (w) => (w.others ? `${w.crowd} در نظرسنجی شما «${w.title}» رأی دادند` : `${w.actor} در نظرسنجی شما «${w.title}» رأی داد`),
    post_like: (w) => `${w.crowd} پست شما${w.title ? ` «${w.title}»` : ""} را ${w.others ? "پسندیدند" : "پسندید"}`,
    comment_like: (w) => `${w.crowd} نظر شما دربارهٔ «${w.title}» را ${w.others ? "پسندیدند" : "پسندید"}`,
    review_helpful: (w) => `${w.crowd} نقد شما «${w.title}» را مفید ${w.others ? "دانستند" : "دانست"}`,
    report_actioned: () => "ناظران دربارهٔ گزارش شما اقدام کردند. از کمک شما سپاسگزاریم.",
    report_dismissed: () => "ناظران گزارش شما را بررسی کردند و تخلفی از قوانین نیافتند.",
    ratings_available: (w) => `رتبه‌بندی بینندگان ${w.show}، فصل ${w.title}، رسید`,
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
    crowd: (a, n) => (n === 1 ? `${a} und eine weitere Person` : `${a} und ${n} weitere Personen`),
    suggestion: (w) => (w.others ? `${w.crowd} haben Serien zu deiner Frage „${w.title}“ vorgeschlagen` : `${w.actor} hat eine Serie zu deiner Frage „${w.title}“ vorgeschlagen`),
    poll_vote: (w) => `${w.crowd} ${w.others ? "haben" : "hat"} an deiner Umfrage „${w.title}“ teilgenommen`,
    post_like: (w) => `${w.crowd} ${w.others ? "mögen" : "mag"} deinen Beitrag${w.title ? ` „${w.title}“` : ""}`,
    comment_like: (w) => `${w.crowd} ${w.others ? "mögen" : "mag"} deinen Kommentar zu „${w.title}“`,
    review_helpful: (w) => `${w.crowd} ${w.others ? "finden" : "findet"} deine Rezension „${w.title}“ hilfreich`,
    report_actioned: () => "Das Moderationsteam hat auf deine Meldung reagiert. Danke für deine Hilfe.",
    report_dismissed: () => "Das Moderationsteam hat deine Meldung geprüft und keinen Regelverstoß gefunden.",
    ratings_available: (w) => `Die Einschaltquoten von ${w.show}, Staffel ${w.title}, sind da`,
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
    crowd: (a, n) => (n === 1 ? `${a} y otra persona` : `${a} y ${n} personas más`),
    suggestion: (w) => (w.others ? `${w.crowd} sugirieron series para tu pregunta «${w.title}»` : `${w.actor} sugirió una serie para tu pregunta «${w.title}»`),
    poll_vote: (w) => `${w.crowd} ${w.others ? "votaron" : "votó"} en tu encuesta «${w.title}»`,
    post_like: (w) => `A ${w.crowd} ${w.others ? "les" : "le"} gustó tu publicación${w.title ? ` «${w.title}»` : ""}`,
    comment_like: (w) => `A ${w.crowd} ${w.others ? "les" : "le"} gustó tu comentario en «${w.title}»`,
    review_helpful: (w) => `A ${w.crowd} ${w.others ? "les" : "le"} pareció útil tu reseña «${w.title}»`,
    report_actioned: () => "El equipo de moderación tomó medidas sobre tu denuncia. Gracias por ayudar.",
    report_dismissed: () => "El equipo de moderación revisó tu denuncia y no encontró nada contrario a las normas.",
    ratings_available: (w) => `Ya están las audiencias de ${w.show}, temporada ${w.title}`,
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
    crowd: (a, n) => (n === 1 ? `${a} et une autre personne` : `${a} et ${n} autres personnes`),
    suggestion: (w) => (w.others ? `${w.crowd} ont suggéré des séries pour votre question « ${w.title} »` : `${w.actor} a suggéré une série pour votre question « ${w.title} »`),
    poll_vote: (w) => `${w.crowd} ${w.others ? "ont" : "a"} voté à votre sondage « ${w.title} »`,
    post_like: (w) => `${w.crowd} ${w.others ? "ont" : "a"} aimé votre publication${w.title ? ` « ${w.title} »` : ""}`,
    comment_like: (w) => `${w.crowd} ${w.others ? "ont" : "a"} aimé votre commentaire sur « ${w.title} »`,
    review_helpful: (w) => `${w.crowd} ${w.others ? "ont" : "a"} trouvé votre critique « ${w.title} » utile`,
    report_actioned: () => "L’équipe de modération a donné suite à votre signalement. Merci de votre aide.",
    report_dismissed: () => "L’équipe de modération a examiné votre signalement et n’a constaté aucune infraction aux règles.",
    ratings_available: (w) => `Les audiences de ${w.show}, saison ${w.title}, sont arrivées`,
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
    crowd: (a, n) => (n === 1 ? `${a} e un’altra persona` : `${a} e altre ${n} persone`),
    suggestion: (w) => (w.others ? `${w.crowd} hanno suggerito serie per la tua domanda «${w.title}»` : `${w.actor} ha suggerito una serie per la tua domanda «${w.title}»`),
    poll_vote: (w) => `${w.crowd} ${w.others ? "hanno" : "ha"} votato nel tuo sondaggio «${w.title}»`,
    post_like: (w) => `A ${w.crowd} piace il tuo post${w.title ? ` «${w.title}»` : ""}`,
    comment_like: (w) => `A ${w.crowd} piace il tuo commento su «${w.title}»`,
    review_helpful: (w) => `${w.crowd} ${w.others ? "hanno" : "ha"} trovato utile la tua recensione «${w.title}»`,
    report_actioned: () => "Il team di moderazione è intervenuto in seguito alla tua segnalazione. Grazie per l’aiuto.",
    report_dismissed: () => "Il team di moderazione ha esaminato la tua segnalazione e non ha rilevato violazioni delle regole.",
    ratings_available: (w) => `Sono arrivati gli ascolti di ${w.show}, stagione ${w.title}`,
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
    crowd: (a, n) => (n === 1 ? `${a} e mais 1 pessoa` : `${a} e mais ${n} pessoas`),
    suggestion: (w) => (w.others ? `${w.crowd} sugeriram séries para a sua pergunta «${w.title}»` : `${w.actor} sugeriu uma série para a sua pergunta «${w.title}»`),
    poll_vote: (w) => `${w.crowd} ${w.others ? "votaram" : "votou"} na sua sondagem «${w.title}»`,
    post_like: (w) => `${w.crowd} ${w.others ? "gostaram" : "gostou"} da sua publicação${w.title ? ` «${w.title}»` : ""}`,
    comment_like: (w) => `${w.crowd} ${w.others ? "gostaram" : "gostou"} do seu comentário sobre «${w.title}»`,
    review_helpful: (w) => `${w.crowd} ${w.others ? "acharam" : "achou"} útil a sua crítica «${w.title}»`,
    report_actioned: () => "A equipa de moderação tomou medidas em relação à sua denúncia. Obrigado pela ajuda.",
    report_dismissed: () => "A equipa de moderação analisou a sua denúncia e não encontrou nenhuma infração às regras.",
    ratings_available: (w) => `Já chegaram as audiências de ${w.show}, temporada ${w.title}`,
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
    crowd: (a, n) => (n === 1 ? `${a} e mais 1 pessoa` : `${a} e mais ${n} pessoas`),
    suggestion: (w) => (w.others ? `${w.crowd} sugeriram séries para sua pergunta “${w.title}”` : `${w.actor} sugeriu uma série para sua pergunta “${w.title}”`),
    poll_vote: (w) => `${w.crowd} ${w.others ? "votaram" : "votou"} na sua enquete “${w.title}”`,
    post_like: (w) => `${w.crowd} ${w.others ? "curtiram" : "curtiu"} sua publicação${w.title ? ` “${w.title}”` : ""}`,
    comment_like: (w) => `${w.crowd} ${w.others ? "curtiram" : "curtiu"} seu comentário em “${w.title}”`,
    review_helpful: (w) => `${w.crowd} ${w.others ? "acharam" : "achou"} sua resenha “${w.title}” útil`,
    report_actioned: () => "A equipe de moderação tomou providências sobre sua denúncia. Obrigado pela ajuda.",
    report_dismissed: () => "A equipe de moderação analisou sua denúncia e não encontrou nenhuma violação das regras.",
    ratings_available: (w) => `A audiência de ${w.show}, temporada ${w.title}, chegou`,
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
    crowd: (a, n, plural) => `${a} и ещё ${n} ${plural === "few" ? "человека" : "человек"}`,
    suggestion: (w) => (w.others ? `${w.crowd} предложили сериалы для вашего вопроса «${w.title}»` : `${w.actor} предложил(а) сериал для вашего вопроса «${w.title}»`),
    poll_vote: (w) => `${w.crowd} ${w.others ? "проголосовали" : "проголосовал(а)"} в вашем опросе «${w.title}»`,
    post_like: (w) => `${w.crowd} ${w.others ? "оценили" : "оценил(а)"} вашу публикацию${w.title ? ` «${w.title}»` : ""}`,
    comment_like: (w) => `${w.crowd} ${w.others ? "оценили" : "оценил(а)"} ваш комментарий к «${w.title}»`,
    review_helpful: (w) => `${w.crowd} ${w.others ? "считают" : "считает"} вашу рецензию «${w.title}» полезной`,
    report_actioned: () => "Модераторы приняли меры по вашей жалобе. Спасибо за помощь.",
    report_dismissed: () => "Модераторы рассмотрели вашу жалобу и не нашли нарушений правил.",
    ratings_available: (w) => `Появились рейтинги «${w.show}», сезон ${w.title}`,
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
    crowd: (a, n) => (n === 1 ? `${a} dhe 1 tjetër` : `${a} dhe ${n} të tjerë`),
    suggestion: (w) => (w.others ? `${w.crowd} sugjeruan seriale për pyetjen tënde “${w.title}”` : `${w.actor} sugjeroi një serial për pyetjen tënde “${w.title}”`),
    poll_vote: (w) => `${w.crowd} ${w.others ? "votuan" : "votoi"} në sondazhin tënd “${w.title}”`,
    post_like: (w) => `${w.crowd} ${w.others ? "pëlqyen" : "pëlqeu"} postimin tënd${w.title ? ` “${w.title}”` : ""}`,
    comment_like: (w) => `${w.crowd} ${w.others ? "pëlqyen" : "pëlqeu"} komentin tënd te “${w.title}”`,
    review_helpful: (w) => `${w.crowd} e ${w.others ? "gjetën" : "gjeti"} të dobishëm recensionin tënd “${w.title}”`,
    report_actioned: () => "Moderatorët morën masa për raportimin tënd. Faleminderit për ndihmën.",
    report_dismissed: () => "Moderatorët e shqyrtuan raportimin tënd dhe nuk gjetën shkelje të rregullave.",
    ratings_available: (w) => `Shikueshmëria e ${w.show}, sezoni ${w.title}, ka ardhur`,
    someone: "Dikush",
    generic: "Ke një njoftim të ri",
  },
};

export function isNotificationVariant(value: unknown): value is NotificationVariant {
  return typeof value === "string" && (NOTIFICATION_VARIANTS as readonly string[]).includes(value);
}

const PLURALS = new Map<SiteLanguage, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  const lang = siteLanguage(locale);
  let rules = PLURALS.get(lang);
  if (!rules) PLURALS.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules;
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
  const actor = quote(words.actor ?? texts.someone);
  const others = words.others !== undefined && Number.isInteger(words.others) && words.others > 0 ? words.others : 0;
  const crowd = others ? texts.crowd(actor, others, pluralRules(locale).select(others)) : actor;
  return texts[variant]({ actor, title: quote(words.title ?? ""), show: quote(words.show ?? ""), others, crowd });
}

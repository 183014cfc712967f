import { describe, expect, it } from "vitest";
import { NOTIFICATION_VARIANTS, notificationText } from "./notification-text.js";
import { SITE_LANGUAGES, siteLanguage } from "./site-language.js";

const CATALOG = ["episode_aired", "premiered", "date_changed", "season_added"] as const;
/** The site's own news, told without an actor: each names the show. */
const NO_ACTOR = [...CATALOG, "ratings_available", "buzz_concluding", "buzz_renewed", "buzz_cancelled", "new_show_added", "new_show_in_catalog"] as const;

describe("notification texts", () => {
  it.each(SITE_LANGUAGES)("%s tells the catalog's news with the show and its season and episode numbers (decision 0048)", (language) => {
    for (const variant of CATALOG) {
      const text = notificationText(language, variant, { actor: null, show: "Yargı", season: 3, episode: 17 });
      expect(text, variant).toContain("Yargı");
      if (variant !== "premiered") expect(text, variant).toContain("3");
      if (variant === "episode_aired" || variant === "date_changed") expect(text, variant).toContain("17");
      expect(text, variant).not.toContain("undefined");
    }
  });

  it.each(SITE_LANGUAGES)("%s has a sentence for every variant, with the actor and the words in it", (language) => {
    for (const variant of NOTIFICATION_VARIANTS) {
      const text = notificationText(language, variant, { actor: "Ayşe", title: "Başlık", show: "Yargı" });
      if (variant.startsWith("report_")) expect(text, variant).not.toContain("Ayşe");
      // A billing notice (decision 0052) is about the reader's own plan: no actor, no show.
      else if (variant === "payment_failed") expect(text, variant).toContain("Pro");
      // The catalog's news (decisions 0043, 0044, 0048) has no actor: it names the show.
      else if ((NO_ACTOR as readonly string[]).includes(variant)) expect(text, variant).toContain("Yargı");
      else expect(text, variant).toContain(variant === "moderator" ? "Yargı" : "Ayşe");
      if (["comment", "reply", "mention", "review"].includes(variant)) expect(text, variant).toContain("Başlık");
      if (language !== "en") expect(text, variant).not.toBe(notificationText("en", variant, { actor: "Ayşe", title: "Başlık", show: "Yargı" }));
    }
  });

  const GROUPED = ["suggestion", "poll_vote", "post_like", "comment_like", "review_helpful"] as const;

  it.each(SITE_LANGUAGES)("%s says the grouped feedback for one actor and for the actor and others, differently", (language) => {
    for (const variant of GROUPED) {
      const one = notificationText(language, variant, { actor: "Ayşe", title: "Başlık" });
      const five = notificationText(language, variant, { actor: "Ayşe", title: "Başlık", others: 4 });
      expect(one, variant).toContain("Başlık");
      expect(five, variant).toContain("Ayşe");
      expect(five, variant).toContain("4");
      expect(five, variant).toContain("Başlık");
      expect(five, variant).not.toBe(one);
    }
  });

  it("writes the others in each language's plural forms", () => {
    const liked = (language: string, others: number) => notificationText(language, "post_like", { actor: "Ayşe", title: "Selam", others });
    expect(liked("en", 0)).toBe("Ayşe liked your post “Selam”");
    expect(liked("en", 1)).toBe("Ayşe and 1 other liked your post “Selam”");
    expect(liked("en", 4)).toBe("Ayşe and 4 others liked your post “Selam”");
    expect(notificationText("en", "post_like", { actor: "Ayşe", title: "" })).toBe("Ayşe liked your post");
    expect(liked("tr", 4)).toBe("Ayşe ve 4 kişi daha, “Selam” gönderini beğendi");
    expect(liked("ru", 1)).toBe("Ayşe и ещё 1 человек оценили вашу публикацию «Selam»");
    expect(liked("ru", 3)).toBe("Ayşe и ещё 3 человека оценили вашу публикацию «Selam»");
    expect(liked("ru", 5)).toBe("Ayşe и ещё 5 человек оценили вашу публикацию «Selam»");
    expect(liked("ar", 2)).toBe("أُعجب \u2068Ayşe\u2069 وشخصان آخران بمنشورك «\u2068Selam\u2069»");
    expect(liked("ar", 3)).toBe("أُعجب \u2068Ayşe\u2069 و3 أشخاص آخرين بمنشورك «\u2068Selam\u2069»");
    expect(liked("ar", 11)).toBe("أُعجب \u2068Ayşe\u2069 و11 شخصًا آخر بمنشورك «\u2068Selam\u2069»");
    expect(liked("de", 1)).toBe("Ayşe und eine weitere Person mögen deinen Beitrag „Selam“");
    expect(liked("fr", 2)).toBe("Ayşe et 2 autres personnes ont aimé votre publication « Selam »");
  });

  it("names a gone actor as someone, and says something for a variant it does not know", () => {
    expect(notificationText("en", "followed", { actor: null })).toBe("Someone started following you");
    expect(notificationText("tr", "followed", { actor: null })).toBe("Biri seni takip etmeye başladı");
    expect(notificationText("de", "a_future_kind", { actor: "X" })).toBe("Du hast eine neue Benachrichtigung");
  });

  it("maps locales to the site's languages", () => {
    expect(["pt-BR", "pt-br", "en-AU", "le", "tr-TR", "ar", "xx", ""].map(siteLanguage)).toEqual(["pt-br", "pt-br", "en", "en", "tr", "ar", "en", "en"]);
  });
});

const FSI = "\u2068";
const PDI = "\u2069";

describe("notification texts in right-to-left languages isolate the words they quote", () => {
  it("keeps an English title's full stop inside its quotation marks in an Arabic sentence", () => {
    expect(notificationText("ar", "comment", { actor: "Ayşe", title: "The Last Episode." })).toBe(`علّق ${FSI}Ayşe${PDI} على «${FSI}The Last Episode.${PDI}»`);
    expect(notificationText("fa", "review", { actor: "Ayşe", title: "Great.", show: "Hercai" })).toBe(`${FSI}Ayşe${PDI} نقدی بر ${FSI}Hercai${PDI} نوشت: «${FSI}Great.${PDI}»`);
  });

  it("leaves left-to-right sentences and the generic one as they were", () => {
    expect(notificationText("en", "comment", { actor: "Ayşe", title: "Hercai." })).toBe("Ayşe commented on “Hercai.”");
    expect(notificationText("ar", "unknown", { actor: "x" })).not.toContain(FSI);
  });
});

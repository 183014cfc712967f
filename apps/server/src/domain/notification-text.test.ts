import { describe, expect, it } from "vitest";
import { NOTIFICATION_VARIANTS, notificationText } from "./notification-text.js";
import { SITE_LANGUAGES, siteLanguage } from "./site-language.js";

describe("notification texts", () => {
  it.each(SITE_LANGUAGES)("%s has a sentence for every variant, with the actor and the words in it", (language) => {
    for (const variant of NOTIFICATION_VARIANTS) {
      const text = notificationText(language, variant, { actor: "Ayşe", title: "Başlık", show: "Yargı" });
      expect(text, variant).toContain(variant === "moderator" ? "Yargı" : "Ayşe");
      if (["comment", "reply", "mention", "review"].includes(variant)) expect(text, variant).toContain("Başlık");
      if (language !== "en") expect(text, variant).not.toBe(notificationText("en", variant, { actor: "Ayşe", title: "Başlık", show: "Yargı" }));
    }
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

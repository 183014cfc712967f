import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES } from "../domain/site-language.js";
import { renderMail, renderNotificationMail } from "./templates.js";

describe("mail templates", () => {
  it.each(SITE_LANGUAGES)("%s: the account mails and a notification mail, in that language", (language) => {
    const verify = renderMail("verify", language, "a@example.test", { name: "Ayşe", code: "123456" });
    expect(verify.subject).toContain("123456");
    expect(verify.text).toContain("Ayşe");
    const reset = renderMail("reset", language, "a@example.test", { name: "Ayşe", url: "https://dizilog.test/reset?token=x" });
    expect(reset.html).toContain("https://dizilog.test/reset?token=x");
    const change = renderMail("changeEmail", language, "a@example.test", { name: "Ayşe", code: "654321" });
    expect(change.subject).toContain("654321");
    const mail = renderNotificationMail(
      { to: "a@example.test", name: "Ayşe", locale: language, variant: "followed", actorName: "Kerem", url: "/user/kerem" },
      "https://dizilog.test/",
    );
    expect(mail.subject).toContain("Kerem");
    expect(mail.text).toContain("https://dizilog.test/user/kerem");
    expect(mail.text).toContain("https://dizilog.test/settings/notifications");
    expect(mail.html).toContain(`dir="${language === "ar" || language === "fa" ? "rtl" : "ltr"}"`);
    if (language !== "en") expect(verify.subject).not.toBe(renderMail("verify", "en", "a@example.test", { name: "Ayşe", code: "123456" }).subject);
  });

  it("escapes what users wrote into the HTML", () => {
    const mail = renderNotificationMail(
      { to: "a@example.test", name: "<b>x</b>", locale: "en", variant: "comment", actorName: "<script>", title: "\"><img>", url: "/shows/x" },
      "https://dizilog.test",
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img>");
    expect(mail.html).toContain("&lt;script&gt;");
  });
});

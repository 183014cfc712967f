import { renderMail, renderNotificationMail } from "../../mail/templates.js";
import { defineProcessor } from "./processor.js";

/**
 * Sends mail in the user's language: the account events' (codes, reset links) and the notifications
 * whose `email_<kind>` is on (`notification.created` carrying a `mail`).
 */
export const mailProcessor = defineProcessor({
  name: "mail",
  events: ["account.email_code_issued", "account.password_reset_requested", "notification.created"],
  async handle({ mailer, config }, event) {
    switch (event.type) {
      case "account.email_code_issued": {
        const { purpose, locale, email, name, code } = event.payload;
        await mailer.send(renderMail(purpose, locale, email, { name, code }));
        return;
      }
      case "account.password_reset_requested": {
        const { locale, email, name, url } = event.payload;
        await mailer.send(renderMail("reset", locale, email, { name, url }));
        return;
      }
      case "notification.created": {
        const { mail } = event.payload;
        if (mail) await mailer.send(renderNotificationMail(mail, config.appUrl));
        return;
      }
    }
  },
});

import { renderMail } from "../../mail/templates.js";
import { defineProcessor } from "./processor.js";

/** Sends the mail of account events (codes, reset links) in the user's language. */
export const mailProcessor = defineProcessor({
  name: "mail",
  events: ["account.email_code_issued", "account.password_reset_requested"],
  async handle({ mailer }, event) {
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
    }
  },
});

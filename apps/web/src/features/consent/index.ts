/** The public face of the consent feature (the cookie consent). */
export { saveConsent, useConsent } from "./consent";

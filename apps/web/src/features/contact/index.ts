/** The public face of the contact feature (the contact form). */
export { ContactForm } from "./contact-form";
export { missingFields } from "./contact-values";

export * from "./catalogue.js";
export * from "./render.js";

/** The languages the catalogue is translated into (English is the catalogue itself). */
export const ERROR_LOCALES = ["tr", "ar", "fa", "de", "es", "fr", "it", "pt", "pt-br", "ru", "sq"] as const;
export type ErrorLocale = (typeof ERROR_LOCALES)[number];

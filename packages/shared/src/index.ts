export * from "./catalog-enums.js";
export * from "./limits.js";
export * from "./messages.js";
export * from "./locales.js";
export * from "./client-routes.js";
export * from "./countries.js";
export * from "./seo.js";
export * from "./accent.js";

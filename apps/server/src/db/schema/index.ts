export * from "./catalog.js";
export * from "./contact.js";

export * from "./common.js";
export * from "./catalog.js";
export * from "./accounts.js";

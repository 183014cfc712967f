export * from "./common.js";
export * from "./catalog.js";
export * from "./accounts.js";
export * from "./tracking.js";
export * from "./engagement.js";
export * from "./lists.js";
export * from "./reaction-summary.js";
export * from "./ratings.js";

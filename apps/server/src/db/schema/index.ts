export * from "./catalog.js";
export * from "./contact.js";
export * from "./accounts.js";
export * from "./tracking.js";
export * from "./events.js";
export * from "./community.js";
export * from "./wall.js";
export * from "./ratings.js";

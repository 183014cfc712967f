/** The public face of the moderation feature: other features import only what is named here. */
export { moderationKeys, scopeOf } from "./api";
export { AppointModeratorForm } from "./appoint-moderator-form";
export { ModeratorsList } from "./moderators-list";
export { ReportsPanel } from "./reports-panel";

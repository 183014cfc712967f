/** The public face of the likes feature: other features import only what is named here. */
export { LikesPanel } from "./likes-panel";

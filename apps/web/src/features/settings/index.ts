/** The public face of the settings feature: other features import only what is named here. */
export { BlockUserButton } from "./block-user-button";

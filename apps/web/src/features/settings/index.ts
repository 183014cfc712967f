/** The public face of the settings feature: other features import only what is named here. */
export { BlockUserDialog } from "./block-user-dialog";

/** The public face of the Pro feature: other features import only what is named here. */
export { ProModal, type ProReferrer } from "./pro-modal";
export { isProRequired } from "./pro-required";

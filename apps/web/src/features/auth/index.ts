/** The public face of the auth feature: other features import only what is named here. */
export { authKeys, useMe, useUserUpdate, useVerifyEmail } from "./api";
export { useAuthModal, useGatedAction } from "../../entities/user";

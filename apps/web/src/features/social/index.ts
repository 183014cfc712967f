/** The public face of the social feature (follows): other features import only what is named here. */
export { socialKeys, useBlockUser, useFollow, useFollowUsers, useFollowRequests } from "./api";
export { FollowButton } from "./follow-button";
export { FollowCounts } from "./follow-counts";
export { FollowRequestsList } from "./follow-requests-list";
export { FollowUsersList } from "./follow-users-list";
export { PrivateAccountNotice } from "./private-account-notice";
export { BlockUserDialog } from "./block-user-dialog";

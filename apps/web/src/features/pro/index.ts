/** The public face of the Pro feature: other features import only what is named here. */
export { ProModal, type ProReferrer } from "./pro-modal";
export { isProRequired } from "./pro-required";
export { PRO_REFERRERS, isProReferrer, proPath, referredFeature } from "./referrer";
export { ProPlans } from "./pro-plans";
export { CheckoutWelcome } from "./checkout-welcome";
export { SubscriptionSettings } from "./subscription-settings";
export { proKeys, usePlans, useSubscription } from "./api";

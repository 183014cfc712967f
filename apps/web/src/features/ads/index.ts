/** The public face of the house ads (decision 0053): the banner and the rule of who sees it. */
export { HouseAd, type HouseAdType } from "./house-ad";
export { adsShown } from "./visibility";

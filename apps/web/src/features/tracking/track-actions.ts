import { lazy } from "react";
import { loadPageTexts } from "../../i18n";

/*
 * What the track button needs once it is used, loaded on demand (hover, focus or first click):
 * the tracking mutation with its cache patches and the "what have you watched?" popup.
 */
export { setTracking } from "./track-api";

/** The popup and its texts (the `pages` namespace) arrive together; Radix Dialog only when it opens. */
export const TrackingPopup = lazy(async () => {
  const [module] = await Promise.all([import("./tracking-popup"), loadPageTexts()]);
  return { default: module.TrackingPopup };
});

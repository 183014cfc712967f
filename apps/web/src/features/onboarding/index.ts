/** The public face of the onboarding feature: what the onboarding pages compose. */
export { useFinishOnboarding } from "./api";
export { GenreCard } from "./genre-card";
export { NextBar } from "./next-bar";
export { OnboardingHeader } from "./onboarding-header";
export { MIN_GENRES, toggleId, useOnboardingChoice } from "./onboarding-store";
export { ShortcutCards } from "./shortcut-cards";
export { ShowToggleCard } from "./show-toggle-card";

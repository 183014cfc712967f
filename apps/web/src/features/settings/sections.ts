import { type ComponentType, lazy } from "react";
import { AccountSettings } from "./account-settings";
import { AppSettings } from "./app-settings";
import { BlockingSettings } from "./blocking-settings";
import { DataSaverSettings } from "./data-saver-settings";
import { DeleteAccountSettings } from "./delete-account-settings";
import { NotificationSettings } from "./notification-settings";
import { PrivacySettings } from "./privacy-settings";
import { ProfileSettings } from "./profile-settings";

// Security (QR code, recovery codes, sessions) is the largest section: loaded when opened.
const SecuritySettings = lazy(() => import("./security-settings").then((m) => ({ default: m.SecuritySettings })));
// Import and export (file picker, preview, summaries) is used once or twice: loaded when opened too.
const ImportExportSettings = lazy(() => import("../import-export").then((m) => ({ default: m.ImportExportSettings })));
// Suggest a show (decision 0044): the suggest modal and the user's suggestions, loaded when opened.
// Pro's subscription (decision 0056): its plan, renewal and card.
const SubscriptionSettings = lazy(() => import("../pro").then((m) => ({ default: m.SubscriptionSettings })));
const SuggestShowSettings = lazy(() => import("../watch").then((m) => ({ default: m.SuggestShowSettings })));

export const SETTINGS_SECTIONS = ["profile", "account", "subscription", "security", "notifications", "privacy", "app", "data-saver", "import-export", "suggest-show", "blocking", "delete-account"] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SECTION_COMPONENTS: Record<SettingsSection, ComponentType> = {
  profile: ProfileSettings,
  account: AccountSettings,
  subscription: SubscriptionSettings,
  security: SecuritySettings,
  notifications: NotificationSettings,
  privacy: PrivacySettings,
  app: AppSettings,
  "data-saver": DataSaverSettings,
  "import-export": ImportExportSettings,
  "suggest-show": SuggestShowSettings,
  blocking: BlockingSettings,
  "delete-account": DeleteAccountSettings,
};

export function isSettingsSection(value: string | undefined): value is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(value ?? "");
}

/** "data-saver" → "dataSaver": the i18n key of a section. */
export function sectionKey(section: SettingsSection): string {
  return section.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The i18n key of a section's name. */
export function sectionLabelKey(section: SettingsSection): string {
  // The watch part's texts live under its own key (decision 0044).
  if (section === "suggest-show") return "watch.settingsSection";
  return `settings.sections.${sectionKey(section)}`;
}

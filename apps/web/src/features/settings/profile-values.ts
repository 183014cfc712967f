import type { User } from "@dizilog/shared/api";

export const BIOGRAPHY_MAX = 500;
export const LOCATION_MAX = 100;

export const PROFILE_FIELDS = ["avatar", "birthday", "location", "country", "title_lang_preference", "biography", "spoilers"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export interface ProfileValues {
  birthday: string;
  location: string;
  country: string;
  titlePref: "0" | "1";
  biography: string;
  spoilers: boolean;
}

export function profileValuesOf(user: User): ProfileValues {
  return {
    birthday: user.birthday ?? "",
    location: user.location ?? "",
    country: user.country,
    titlePref: user.title_pref === 1 ? "1" : "0",
    biography: user.biography ?? "",
    spoilers: user.spoilers ?? false,
  };
}

/** The multipart body of POST /api/me/fields (an empty birthday clears it). */
export function profileFormData(values: ProfileValues, avatar: File | null): FormData {
  const form = new FormData();
  form.set("birthday", values.birthday);
  form.set("location", values.location.trim());
  if (values.country) form.set("country", values.country);
  form.set("title_lang_preference", values.titlePref);
  form.set("biography", values.biography.trim());
  form.set("spoilers", values.spoilers ? "true" : "false");
  if (avatar) form.set("avatar", avatar, avatar.name);
  return form;
}

/** Today as YYYY-MM-DD in the browser's time zone (the latest birthday one can pick). */
export function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

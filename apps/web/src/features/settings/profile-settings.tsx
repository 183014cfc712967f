import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { User } from "@dizilog/shared/api";
import { api } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { authKeys, useMe, useUserUpdate } from "../auth";
import { refreshSpoilerShields } from "../tracking";
import { AvatarField } from "./avatar-field";
import { CustomizationSettings } from "./customization-settings";
import { useCountryOptions } from "./countries";
import { FieldMessages, describedBy, inputClass } from "../../ui/field";
import { TextInput } from "../../ui/text-input";
import { BIOGRAPHY_MAX, LOCATION_MAX, PROFILE_FIELDS, type ProfileErrors, type ProfileValues, profileFormData, profileValuesOf, todayIso } from "./profile-values";
import { TitlePrefField } from "./title-pref-field";
import { buttonClass } from "../../ui/button";
import { SwitchRow } from "../../ui/switch";
import { SectionHeader, SettingsCard } from "../../ui/section";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrorsOf, focusFirstError, messageOf } from "../../lib/form-errors";

/** Settings › Profile (spec "Profile edit"): avatar, birthday, location, title language, biography, spoilers; then customization (Pro). */
export function ProfileSettings() {
  const user = useMe().data;
  if (!user) return null;
  return (
    <div className="space-y-10">
      <ProfileForm user={user} />
      <CustomizationSettings />
    </div>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const countries = useCountryOptions();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const save = useUserUpdate((body: FormData) => api<{ data: User }>("/api/me/fields", { method: "POST", body }));

  const set = <K extends keyof ProfileValues>(key: K, field: (typeof PROFILE_FIELDS)[number]) => (value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const handleAvatarError = (message: string | undefined) => setErrors((current) => ({ ...current, avatar: message }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.avatar) {
      focusFirstError(formRef.current, PROFILE_FIELDS, errors);
      return;
    }
    save.mutate(profileFormData(values, avatar), {
      onSuccess: (result) => {
        setAvatar(null);
        setErrors({});
        setValues(profileValuesOf(result.data));
        // The public profile and the App section (spoilers, title language) show these values too.
        void client.invalidateQueries({ queryKey: ["users"] });
        void client.invalidateQueries({ queryKey: authKeys.settings });
        if (result.data.spoilers !== user.spoilers) void refreshSpoilerShields(client);
        toast(t("settings.profile.saved"), "success");
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error, PROFILE_FIELDS);
        setErrors(fieldErrors);
        focusFirstError(formRef.current, PROFILE_FIELDS, fieldErrors);
      },
    });
  };

  const hasFieldErrors = Object.values(errors).some(Boolean);
  const generalError = save.isError && !hasFieldErrors ? messageOf(save.error, t("errors.default")) : null;
  const bioId = "profile-biography";
  const countryId = "profile-country";

  return (
    <div className="space-y-4">
      <SectionHeader
        title={t("settings.profile.title")}
        description={
          <>
            {t("settings.profile.intro")}{" "}
            <Link to={user.url} className="font-medium text-brand-700 underline dark:text-brand-500">
              {t("settings.profile.viewProfile")}
            </Link>
          </>
        }
      />
      <SettingsCard>
        <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={save.isPending} className="space-y-5">
          <AvatarField currentUrl={user.avatar} file={avatar} onFileChange={setAvatar} error={errors.avatar} onError={handleAvatarError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              id="profile-birthday"
              name="birthday"
              type="date"
              label={t("settings.profile.birthday")}
              value={values.birthday}
              onChange={set("birthday", "birthday")}
              max={todayIso()}
              min="1900-01-01"
              autoComplete="bday"
              hint={t("settings.profile.birthdayHint")}
              error={errors.birthday}
            />
            <TextInput
              id="profile-location"
              name="location"
              label={t("settings.profile.location")}
              value={values.location}
              onChange={set("location", "location")}
              maxLength={LOCATION_MAX}
              autoComplete="address-level2"
              placeholder={t("settings.profile.locationPlaceholder")}
              error={errors.location}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={countryId} className="text-sm font-medium">
              {t("settings.profile.country")}
            </label>
            <select
              id={countryId}
              name="country"
              value={values.country}
              onChange={(event) => set("country", "country")(event.target.value)}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={describedBy(countryId, null, errors.country)}
              className={inputClass(Boolean(errors.country))}
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            <FieldMessages id={countryId} error={errors.country} />
          </div>
          <TitlePrefField name="title_lang_preference" value={values.titlePref} onChange={set("titlePref", "title_lang_preference")} error={errors.title_lang_preference} />
          <TextInput
            id={bioId}
            name="biography"
            label={t("settings.profile.biography")}
            value={values.biography}
            onChange={set("biography", "biography")}
            multiline
            maxLength={BIOGRAPHY_MAX}
            placeholder={t("settings.profile.biographyPlaceholder")}
            hint={t("settings.profile.biographyCounter", { length: values.biography.length, max: BIOGRAPHY_MAX })}
            error={errors.biography}
          />
          <SwitchRow
            id="profile-spoilers"
            label={t("settings.spoilers.label")}
            description={t("settings.spoilers.description")}
            checked={values.spoilers}
            onChange={set("spoilers", "spoilers")}
          />
          {errors.spoilers && <FormAlert>{errors.spoilers}</FormAlert>}
          {generalError && <FormAlert>{generalError}</FormAlert>}
          <button type="submit" disabled={save.isPending} className={buttonClass("primary")}>
            {save.isPending ? t("settings.saving") : t("settings.save")}
          </button>
        </form>
      </SettingsCard>
    </div>
  );
}

import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ACCENT_COLOR, COVER_MIME_TYPES, CUSTOMIZATION_LIMITS, type User } from "@dizilog/shared/api";
import { api } from "../../lib/api";
import { accentStyle, coverSrcSet } from "../../lib/accent-style";
import { messageOf } from "../../lib/form-errors";
import { useTranslation } from "../../lib/use-translation";
import { Button, buttonClass } from "../../ui/button";
import { FieldMessages, describedBy, inputClass } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { SectionHeader, SettingsCard } from "../../ui/section";
import { useToast } from "../../ui/toast";
import { useMe, useUserUpdate } from "../auth";
import { ProModal } from "../pro";

const DEFAULT_ACCENT = "#b91c1c";

/** The cover's checks before anything is sent: the i18n key of the problem, or null. */
export function coverProblem(file: File): string | null {
  if (!(COVER_MIME_TYPES as readonly string[]).includes(file.type)) return "settings.customization.coverType";
  if (file.size > CUSTOMIZATION_LIMITS.coverMaxBytes) return "settings.customization.coverSize";
  return null;
}

/**
 * Settings › Profile › Customization (a Pro entitlement, decision 0054): the accent colour and the
 * cover image. A free user sees what it is and the Pro modal.
 */
export function CustomizationSettings() {
  const { t } = useTranslation();
  const user = useMe().data;
  if (!user) return null;
  return (
    <div className="space-y-4" id="customization">
      <SectionHeader title={t("settings.customization.title")} description={t("settings.customization.intro")} />
      {user.entitlements?.customization ? (
        <>
          <AccentForm user={user} />
          <CoverForm user={user} />
        </>
      ) : (
        <CustomizationUpsell />
      )}
    </div>
  );
}

function CustomizationUpsell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard>
      <p className="text-sm">{t("settings.customization.proIntro")}</p>
      <button type="button" className={`${buttonClass("primary")} mt-4`} onClick={() => setOpen(true)}>
        {t("settings.customization.proButton")}
      </button>
      <ProModal open={open} onOpenChange={setOpen} referrer="customization" />
    </SettingsCard>
  );
}

/** Keeps the public profile's cached copies in step with the own user. */
function useRefreshProfile() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ["users"] });
}

function AccentForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshProfile();
  const [value, setValue] = useState(user.accent_color ?? "");
  const [error, setError] = useState<string | undefined>();
  const save = useUserUpdate((accent: string | null) => api<{ data: User }>("/api/me/customization", { method: "POST", json: { accent_color: accent } }));
  const valid = ACCENT_COLOR.test(value);
  const id = "customization-accent";

  const handleText = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value.trim());
    setError(undefined);
  };
  const submit = (accent: string | null) =>
    save.mutate(accent, {
      onSuccess: (result) => {
        setValue(result.data.accent_color ?? "");
        setError(undefined);
        refresh();
        toast(t(accent ? "settings.customization.accentSaved" : "settings.customization.accentCleared"), "success");
      },
      onError: (failure) => setError(messageOf(failure, t("errors.default"))),
    });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(t("settings.customization.accentInvalid"));
      document.getElementById(id)?.focus();
      return;
    }
    submit(value);
  };

  return (
    <SettingsCard title={t("settings.customization.accent")} id="customization-accent-card">
      <form noValidate onSubmit={handleSubmit} aria-busy={save.isPending} className="space-y-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {t("settings.customization.accentText")}
          </label>
          <div className="flex items-center gap-2">
            <input
              type="color"
              value={valid ? value.toLowerCase() : DEFAULT_ACCENT}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
              aria-label={t("settings.customization.accentPicker")}
              className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-zinc-300 bg-white p-1 dark:border-zinc-700 dark:bg-zinc-900"
            />
            <input
              id={id}
              name="accent_color"
              type="text"
              dir="ltr"
              value={value}
              onChange={handleText}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              placeholder="#e11d48"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, true, error)}
              className={`${inputClass(Boolean(error))} max-w-40 font-mono`}
            />
          </div>
          <FieldMessages id={id} hint={t("settings.customization.accentHint")} error={error} />
        </div>
        <AccentPreview color={valid ? value : null} name={user.name} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending}>
            {t("settings.customization.saveAccent")}
          </Button>
          {user.accent_color && (
            <Button variant="secondary" disabled={save.isPending} onClick={() => submit(null)}>
              {t("settings.customization.clearAccent")}
            </Button>
          )}
        </div>
      </form>
    </SettingsCard>
  );
}

/**
 * The accent as the profile shows it, on the light and the dark theme's surfaces side by side; each
 * box has fixed colours (no `dark:` classes), so both read the same whichever theme is on.
 */
function AccentPreview({ color, name }: { color: string | null; name: string }) {
  const { t } = useTranslation();
  const boxes = [
    { theme: "Light", box: "border-zinc-200 bg-white text-zinc-900", muted: "text-zinc-600", accent: "text-brand-700" },
    { theme: "Dark", box: "border-zinc-700 bg-zinc-900 text-zinc-100", muted: "text-zinc-400", accent: "text-brand-500" },
  ] as const;
  return (
    <div role="group" aria-label={t("settings.customization.preview")} className="grid gap-2 sm:grid-cols-2" style={accentStyle(color)}>
      {boxes.map(({ theme, box, muted, accent }) => (
        <div key={theme} className={`rounded-lg border p-3 ${box}`}>
          <p className={`text-xs ${muted}`}>{t(`settings.customization.preview${theme}`)}</p>
          <p className={`mt-1 text-lg font-extrabold ${color ? accent : ""}`}>{name}</p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <span className={`text-sm font-medium underline ${accent}`}>{t("settings.customization.previewLink")}</span>
            <span className={buttonClass("primary")}>{t("settings.customization.previewButton")}</span>
          </div>
        </div>
      ))}
    </div>
  );
}

function CoverForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshProfile();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const upload = useUserUpdate((chosen: File) => {
    const body = new FormData();
    body.append("file", chosen);
    return api<{ data: User }>("/api/me/cover", { method: "POST", body });
  });
  const remove = useUserUpdate(() => api<{ data: User }>("/api/me/cover", { method: "DELETE" }));
  const busy = upload.isPending || remove.isPending;
  const id = "customization-cover";

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = coverProblem(chosen);
    setError(problem ? t(problem) : undefined);
    setFile(problem ? null : chosen);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t("errors.requiredField"));
      inputRef.current?.focus();
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setError(undefined);
        refresh();
        toast(t("settings.customization.coverSaved"), "success");
      },
      onError: (failure) => setError(messageOf(failure, t("errors.default"))),
    });
  };
  const handleRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        refresh();
        toast(t("settings.customization.coverRemoved"), "success");
      },
      onError: (failure) => setError(messageOf(failure, t("errors.default"))),
    });

  const shown = previewUrl ?? user.cover;
  return (
    <SettingsCard title={t("settings.customization.cover")} id="customization-cover-card">
      <form noValidate onSubmit={handleSubmit} aria-busy={busy} className="space-y-4">
        {shown ? (
          <img
            src={shown}
            {...(previewUrl || !user.cover ? {} : { srcSet: coverSrcSet(user.cover), sizes: "(min-width: 768px) 720px, 100vw" })}
            alt={t(previewUrl ? "settings.customization.coverPreview" : "settings.customization.coverCurrent")}
            width={1500}
            height={500}
            className="aspect-[3/1] w-full rounded-lg bg-zinc-200 object-cover dark:bg-zinc-800"
          />
        ) : (
          <p className="flex aspect-[3/1] w-full items-center justify-center rounded-lg border border-dashed border-zinc-300 p-4 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
            {t("settings.customization.coverNone")}
          </p>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {t("settings.customization.coverFile")}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="file"
            type="file"
            accept={COVER_MIME_TYPES.join(",")}
            onChange={handleChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, true, error)}
            className="max-w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-zinc-100 file:px-3 file:py-2 file:font-medium hover:file:bg-zinc-200 dark:file:bg-zinc-800 dark:file:text-zinc-100 dark:hover:file:bg-zinc-700"
          />
          <FieldMessages id={id} hint={t("settings.customization.coverHint")} error={error} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={upload.isPending} disabled={busy}>
            {t("settings.customization.uploadCover")}
          </Button>
          {file && (
            <Button variant="secondary" disabled={busy} onClick={() => setFile(null)}>
              {t("settings.customization.coverClear")}
            </Button>
          )}
          {user.cover && !file && (
            <Button variant="danger" loading={remove.isPending} disabled={busy} onClick={handleRemove}>
              {t("settings.customization.removeCover")}
            </Button>
          )}
        </div>
        {remove.isError && !error && <FormAlert>{messageOf(remove.error, t("errors.default"))}</FormAlert>}
      </form>
    </SettingsCard>
  );
}

import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { FieldMessages, describedBy } from "../../ui/field";
import { buttonClass } from "../../ui/button";

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const AVATAR_MAX_BYTES = 2_000_000;

/** The spec's avatar checks, before anything is sent: the i18n key of the problem, or null. */
export function avatarProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return "settings.profile.avatarType";
  if (file.size > AVATAR_MAX_BYTES) return "settings.profile.avatarSize";
  return null;
}

export interface AvatarFieldProps {
  currentUrl: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string;
  onError: (message: string | undefined) => void;
}

/** The avatar picker: the current picture or a preview of the chosen file, checked for type and size. */
export function AvatarField({ currentUrl, file, onFileChange, error, onError }: AvatarFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const id = "profile-avatar";

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = "";
  }, [file]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = avatarProblem(chosen);
    if (problem) {
      event.target.value = "";
      onFileChange(null);
      onError(t(problem));
      return;
    }
    onError(undefined);
    onFileChange(chosen);
  };
  const handleClear = () => {
    onFileChange(null);
    onError(undefined);
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <img
        src={previewUrl ?? currentUrl}
        alt={previewUrl ? t("settings.profile.avatarPreview") : t("settings.profile.avatarCurrent")}
        width={96}
        height={96}
        className="h-24 w-24 shrink-0 rounded-full bg-zinc-200 object-cover ring-2 ring-zinc-200 dark:bg-zinc-800 dark:ring-zinc-700"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t("settings.profile.avatar")}
        </label>
        <input
          ref={inputRef}
          id={id}
          name="avatar"
          type="file"
          accept={AVATAR_TYPES.join(",")}
          onChange={handleChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true, error)}
          className="max-w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-zinc-100 file:px-3 file:py-2 file:font-medium hover:file:bg-zinc-200 dark:file:bg-zinc-800 dark:file:text-zinc-100 dark:hover:file:bg-zinc-700"
        />
        <FieldMessages id={id} hint={t("settings.profile.avatarHint")} error={error} />
        {file && (
          <button type="button" onClick={handleClear} className={`${buttonClass("secondary")} self-start`}>
            {t("settings.profile.avatarClear")}
          </button>
        )}
      </div>
    </div>
  );
}

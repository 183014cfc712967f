import { useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import { POST_VISIBILITIES, type PostVisibility } from "@dizilog/shared/api/wall-ids";
import { inputClass } from "../../ui/field";

export interface VisibilitySelectProps {
  value: PostVisibility;
  onChange: (value: PostVisibility) => void;
}

/** Who sees the post (public, profile, unlisted, private), with the chosen one explained under it. */
export function VisibilitySelect({ value, onChange }: VisibilitySelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t("wallForm.visibility.label")}
        </label>
        <select id={id} value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value as PostVisibility)} className={`${inputClass()} !w-auto !py-1.5`}>
          {POST_VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {t(`wallForm.visibility.${visibility}`)}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
        {t(`wallForm.visibility.hint.${value}`)}
      </p>
    </div>
  );
}

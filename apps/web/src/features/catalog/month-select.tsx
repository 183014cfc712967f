import { useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import { monthNames, useLocaleTag } from "../../lib/format";

export interface MonthSelectProps {
  /** 1 to 12, or null for the option before the months (`nullLabel`). */
  value: number | null;
  onChange: (month: number | null) => void;
  /** Adds a first option, "no particular month", with this label. */
  nullLabel?: string;
}

/** A select of the 12 months, named in the interface language. */
export function MonthSelect({ value, onChange, nullLabel }: MonthSelectProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t("birthdays.month")}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        className="rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      >
        {nullLabel && <option value="">{nullLabel}</option>}
        {monthNames(tag).map((name, i) => (
          <option key={i + 1} value={i + 1}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

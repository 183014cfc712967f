import { useId } from "react";
import { useTranslation } from "../../lib/use-translation";

export interface PeopleFilterProps {
  value: string;
  onChange: (value: string) => void;
}

/** A search box that narrows the listed people by name. */
export function PeopleFilter({ value, onChange }: PeopleFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t("birthdays.searchLabel")}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t("birthdays.searchPlaceholder")}
        autoComplete="off"
        className="w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-600 sm:w-72 dark:border-zinc-700 dark:bg-zinc-900"
      />
    </div>
  );
}

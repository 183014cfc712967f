import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";

export interface SearchFormProps {
  initial: string;
  onSearch: (query: string) => void;
}

/** The search page's own search box; submitting sets the query. */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" aria-label={t("search.title")} onSubmit={handleSubmit} className="mb-8 flex max-w-xl">
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        className="w-full rounded-s-lg border border-zinc-300 bg-white px-4 py-2.5 outline-none focus:border-brand-600 dark:border-zinc-700 dark:bg-zinc-900"
      />
      <button type="submit" className="rounded-e-lg bg-brand-700 px-5 font-medium text-white hover:bg-brand-800">
        {t("search.submit")}
      </button>
    </form>
  );
}

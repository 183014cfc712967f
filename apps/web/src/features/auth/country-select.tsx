import { type ChangeEvent, type Ref, useMemo } from "react";
import { useTranslation } from "../../lib/use-translation";
import { COUNTRY_CODES } from "@dizilog/shared";
import { languageTag } from "../../i18n";
import { Field, inputClass } from "../../ui/field";
import { useHydrated } from "../../lib/use-hydrated";

export interface CountrySelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

interface CountryOption {
  code: string;
  name: string;
}

/** Every ISO country code named in the interface language, sorted the way that language sorts. */
function countryOptions(language: string): CountryOption[] {
  const tag = languageTag(language);
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([tag], { type: "region" });
  } catch {
    names = undefined;
  }
  const options = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code }));
  return options.sort((a, b) => a.name.localeCompare(b.name, tag));
}

/** The required country of registration (value: ISO 3166-1 alpha-2). */
export function CountrySelect({ id, value, onChange, error, selectRef }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  // Named by the browser's ICU, which may name and order them unlike the server's: listed once hydrated.
  const hydrated = useHydrated();
  const all = useMemo(() => (hydrated ? countryOptions(i18n.language) : []), [hydrated, i18n.language]);
  const options = all.length ? all : value ? [{ code: value, name: value }] : [];
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value);
  return (
    <Field id={id} label={t("register.country")} required error={error}>
      {(describedBy) => (
        <select
          ref={selectRef}
          id={id}
          name="country"
          value={value}
          onChange={handleChange}
          autoComplete="country"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass(Boolean(error))}
        >
          <option value="">{t("register.countryPlaceholder")}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

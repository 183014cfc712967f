import { useMemo } from "react";
import { COUNTRY_CODES } from "@dizilog/shared";
import { useLocaleTag } from "../../lib/format";

/** A country's name in the interface language ("TR" → "Türkiye"), or the code when unknown. */
export function countryName(code: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Every country as `{code, name}`, sorted by name in the interface language. */
export function useCountryOptions(): { code: string; name: string }[] {
  const tag = useLocaleTag();
  return useMemo(() => {
    const collator = new Intl.Collator(tag);
    return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, tag) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [tag]);
}

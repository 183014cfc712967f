import { useContext, useEffect, useMemo, useReducer } from "react";
import type { i18n as I18n, TFunction } from "i18next";
import { I18nContext, getI18n } from "react-i18next";

/**
 * The texts of the interface language: `t`, the i18next instance and `ready`, as react-i18next's
 * hook answers them (the whole client uses this one; a lint rule refuses react-i18next's).
 *
 * react-i18next 17 copies the i18next instance into a wrapper for every component that first
 * renders (~20 µs each): on the server that was a fifth of drawing a show page, and in the browser
 * a share of the hydration's long task. This hook hands the instance itself and a `t` fixed to the
 * language, and re-renders on `languageChanged` as react-i18next does by default. Namespaces are
 * loaded before the pages that need them (i18n/index.ts, `lazyPage`), so it never suspends.
 */
export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n; ready: boolean } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    i18n.on("languageChanged", rerender);
    return () => i18n.off("languageChanged", rerender);
  }, [i18n]);
  const language = i18n.language;
  const t = useMemo(() => i18n.getFixedT(language, namespace ?? null), [i18n, language, namespace]);
  return useMemo(() => ({ t, i18n, ready: true }), [t, i18n]);
}

/** The language of a show's `original_title` (the catalog is of Turkish shows). */
const ORIGINAL_LANGUAGE = "tr";

/**
 * The show's two titles in the order the viewer prefers (spec title_pref: 0 original first,
 * 1 translated first). The translated title (`title`) is a translation out of Turkish, so for a
 * viewer reading Turkish the original is already the title in their language: it is the only
 * one shown, whatever the preference (the setting's "in your language, when a translation
 * exists"). Visitors see the original title first.
 */
export function showTitles(
  show: { original_title: string; title: string },
  titlePref: number | undefined,
  language: string,
): { primary: string; secondary: string | undefined } {
  if (language.split("-")[0] === ORIGINAL_LANGUAGE) return { primary: show.original_title || show.title, secondary: undefined };
  const translatedFirst = titlePref === 1 && Boolean(show.title);
  const primary = translatedFirst ? show.title : show.original_title;
  const other = translatedFirst ? show.original_title : show.title;
  return { primary, secondary: other && other !== primary ? other : undefined };
}

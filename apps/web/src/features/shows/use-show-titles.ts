import { useMe } from "../auth";

/**
 * The show's two titles in the order the viewer prefers (spec title_pref: 0 original first,
 * 1 translated first). Visitors see the original (Turkish) title first.
 */
export function useShowTitles(show: { original_title: string; title: string }): { primary: string; secondary: string | undefined } {
  const { data: me } = useMe();
  const translatedFirst = me?.title_pref === 1 && Boolean(show.title);
  const primary = translatedFirst ? show.title : show.original_title;
  const other = translatedFirst ? show.original_title : show.title;
  return { primary, secondary: other && other !== primary ? other : undefined };
}

import { useTranslation } from "../../lib/use-translation";
import { useMe } from "../user";
import { showTitles } from "./show-titles";

/** The show's titles as the viewer prefers them, in the interface language (see showTitles). */
export function useShowTitles(show: { original_title: string; title: string }): { primary: string; secondary: string | undefined } {
  const { data: me } = useMe();
  const { i18n } = useTranslation();
  return showTitles(show, me?.title_pref, i18n.language);
}

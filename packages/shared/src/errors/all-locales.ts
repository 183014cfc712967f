import type { ErrorTexts } from "./catalogue.js";
import type { ErrorLocale } from "./index.js";
import ar from "./locales/ar.js";
import de from "./locales/de.js";
import es from "./locales/es.js";
import fa from "./locales/fa.js";
import fr from "./locales/fr.js";
import it from "./locales/it.js";
import pt from "./locales/pt.js";
import ptBr from "./locales/pt-br.js";
import ru from "./locales/ru.js";
import sq from "./locales/sq.js";
import tr from "./locales/tr.js";

/** Every translation of the catalogue, for the server (the web client loads one language at a time). */
export const ERROR_TEXTS: Record<ErrorLocale, ErrorTexts> = { tr, ar, fa, de, es, fr, it, pt, "pt-br": ptBr, ru, sq };

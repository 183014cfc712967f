const TURKISH_FOLD: Record<string, string> = { ı: "i", İ: "i", ş: "s", Ş: "s", ğ: "g", Ğ: "g", ç: "c", Ç: "c", ö: "o", Ö: "o", ü: "u", Ü: "u" };

/** URL slug of a title or name: "Aşk-ı Memnu" → "ask-i-memnu". */
export function slugify(text: string): string {
  return text
    .replace(/[ıİşŞğĞçÇöÖüÜ]/g, (c) => TURKISH_FOLD[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

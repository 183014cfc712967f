/**
 * What an air date shows: the server's label (`dia`) alone when it is a date, or the label and the
 * date when the label is a word ("Tomorrow", "Bugün"). A relative day is the only label without a
 * digit in any language (the server writes other days as a date with the year), so the check does
 * not depend on the two sides formatting a date alike.
 */
export function airDateText(label: string | null | undefined, date: string): { label: string; date: string | null } {
  if (!label || /\p{Nd}/u.test(label)) return { label: label || date, date: null };
  return { label, date };
}

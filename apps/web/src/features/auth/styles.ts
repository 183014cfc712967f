/** Class names shared by the account forms, so every screen looks and behaves alike. */
export const PRIMARY_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

export const SECONDARY_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-zinc-700 dark:hover:bg-zinc-800";

export const TEXT_LINK = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500";

/** A link-looking button (opens the login modal, switches the two-factor mode …). */
export const TEXT_BUTTON = `rounded ${TEXT_LINK} disabled:cursor-not-allowed disabled:opacity-60`;

export function inputClass(invalid: boolean): string {
  return `w-full rounded-md border bg-white px-3 py-2 outline-none focus:border-brand-600 dark:bg-zinc-900 ${
    invalid ? "border-red-600 dark:border-red-400" : "border-zinc-300 dark:border-zinc-700"
  }`;
}

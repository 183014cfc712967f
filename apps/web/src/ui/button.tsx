import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
  danger: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white",
};

/** Class names of a button of the kit, for the few places that style a link (or a Radix trigger) as one. */
export function buttonClass(variant: ButtonVariant = "primary"): string {
  return `${BASE} ${VARIANTS[variant]}`;
}

/** A text link in running text. */
export const LINK_CLASS = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500";

/** A button that looks like a link (opens the login modal, switches the two-factor mode …). */
export const LINK_BUTTON_CLASS = `rounded ${LINK_CLASS} disabled:cursor-not-allowed disabled:opacity-60`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows a spinner with `loadingLabel` (or its own text). */
  loading?: boolean;
  loadingLabel?: string;
}

/** The kit's button: primary, secondary, danger or ghost, with a loading state; `type` defaults to "button". */
export function Button({ variant = "primary", loading = false, loadingLabel, type = "button", disabled, className = "", children, ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={loading || disabled} className={`${buttonClass(variant)} ${className}`} {...rest}>
      {loading && <Spinner />}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}

/** A small spinner for busy buttons; the button's text says what is happening. */
export function Spinner() {
  return <span aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />;
}

/** A small spinner for buttons that are busy; the button's text says what is happening. */
export function Spinner() {
  return <span aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />;
}

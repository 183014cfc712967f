import { Spinner } from "./spinner";
import { PRIMARY_BUTTON } from "./styles";

export interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  /** Explains why the button is disabled (id of a visible note). */
  describedBy?: string;
  className?: string;
}

/** The form's submit button: disabled and showing a spinner with `busyLabel` while the call runs. */
export function SubmitButton({ label, busyLabel, busy, disabled = false, describedBy, className = "" }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy || disabled} aria-describedby={describedBy} className={`${PRIMARY_BUTTON} ${className}`}>
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  );
}

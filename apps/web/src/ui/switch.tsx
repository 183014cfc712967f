export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the element naming the switch (several ids, space-separated, are read in order). */
  labelledBy?: string;
  /** A name for the switch when no visible element names it. */
  label?: string;
  describedBy?: string;
  disabled?: boolean;
  id?: string;
}

/** An on/off switch: a button with role="switch", toggled by click, Space or Enter. */
export function Switch({ checked, onChange, labelledBy, label, describedBy, disabled, id }: SwitchProps) {
  const handleClick = () => onChange(!checked);
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={handleClick}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        checked ? "bg-brand-700 dark:bg-brand-600" : "bg-zinc-300 dark:bg-zinc-600"
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5 rtl:-translate-x-5" : "translate-x-0"}`}
      />
    </button>
  );
}

export interface SwitchRowProps {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A switch with its label and an optional explanation, on one row. */
export function SwitchRow({ id, label, description, checked, onChange, disabled }: SwitchRowProps) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium">
          {label}
        </p>
        {description && (
          <p id={`${id}-description`} className="text-sm text-zinc-600 dark:text-zinc-400">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onChange={onChange}
        labelledBy={`${id}-label`}
        describedBy={description ? `${id}-description` : undefined}
        disabled={disabled}
      />
    </div>
  );
}

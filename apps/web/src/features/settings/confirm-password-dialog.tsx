import { type FormEvent, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { PasswordInput } from "../../ui/text-input";
import { Modal } from "../../ui/modal";
import { buttonClass } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { isStatus, messageOf } from "../../lib/form-errors";

export interface ConfirmPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  /** Runs the protected action with the password; a 423 answer shows 'Incorrect Password'. */
  onConfirm: (password: string) => Promise<unknown>;
}

/** The confirm-password modal of the spec: asks for the password before a sensitive change. */
export function ConfirmPasswordDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmPasswordDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {/* Mounted only while open, so the password never lingers between openings. */}
      {open && <PasswordForm confirmLabel={confirmLabel} onConfirm={onConfirm} onCancel={() => onOpenChange(false)} />}
    </Modal>
  );
}

interface PasswordFormProps {
  confirmLabel: string;
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
}

function PasswordForm({ confirmLabel, onConfirm, onCancel }: PasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleChange = (value: string) => {
    setPassword(value);
    setError(undefined);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t("settings.validation.required"));
      return;
    }
    setBusy(true);
    setGeneralError(null);
    try {
      await onConfirm(password);
    } catch (failure) {
      if (isStatus(failure, 423)) setError(t("settings.incorrectPassword"));
      else setGeneralError(messageOf(failure, t("errors.default")));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={busy} className="space-y-4">
      <PasswordInput
        id="confirm-password"
        name="password"
        label={t("settings.confirmPassword.password")}
        value={password}
        onChange={handleChange}
        autoComplete="current-password"
        autoFocus
        required
        error={error}
      />
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
          {t("settings.cancel")}
        </button>
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {busy ? t("settings.confirmPassword.checking") : confirmLabel}
        </button>
      </div>
    </form>
  );
}

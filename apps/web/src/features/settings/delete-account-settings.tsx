import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { authKeys } from "../auth";
import { PasswordInput } from "../../ui/text-input";
import { buttonClass } from "../../ui/button";
import { SectionHeader, SettingsCard } from "../../ui/section";
import { FormAlert } from "../../ui/form-alert";
import { isStatus, messageOf } from "../../lib/form-errors";

const DELETED = ["account", "preferences", "tracking", "blocks", "sessions"] as const;

/** Settings › Delete account: what goes and what stays anonymized, then the password. */
export function DeleteAccountSettings() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const remove = useMutation({ mutationFn: (value: string) => api<void>("/api/me", { method: "DELETE", json: { password: value } }) });
  const outcome = useRef({ deleted: false });

  // The cache is cleared once this page has gone: clearing it earlier would show the signed-out
  // state (and the login prompt) on this page while the navigation to Explore is still under way.
  useEffect(() => {
    const state = outcome.current;
    return () => {
      if (!state.deleted) return;
      client.clear();
      client.setQueryData(authKeys.me, null);
    };
  }, [client]);

  const handleChange = (value: string) => {
    setPassword(value);
    setError(undefined);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t("settings.validation.required"));
      return;
    }
    remove.mutate(password, {
      onSuccess: () => {
        // Everything cached was this user's: it is cleared as this page unmounts (see above).
        outcome.current.deleted = true;
        toast(t("settings.deleteAccount.deleted"), "success");
        navigate("/explore", { replace: true });
      },
      onError: (failure) => {
        if (isStatus(failure, 423)) setError(t("settings.incorrectPassword"));
      },
    });
  };

  // 409: the server's subscription message; anything else but 423: its message or the default.
  const generalError = remove.isError && !isStatus(remove.error, 423) ? messageOf(remove.error, t("errors.default")) : null;

  return (
    <div className="space-y-4">
      <SectionHeader title={t("settings.deleteAccount.title")} description={t("settings.deleteAccount.intro")} />
      <SettingsCard id="delete-what" title={t("settings.deleteAccount.deletedTitle")}>
        <ul className="list-disc space-y-1 ps-5 text-sm text-zinc-700 dark:text-zinc-300">
          {DELETED.map((item) => (
            <li key={item}>{t(`settings.deleteAccount.deletedItems.${item}`)}</li>
          ))}
        </ul>
        <h4 className="mt-4 font-semibold">{t("settings.deleteAccount.anonymizedTitle")}</h4>
        <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{t("settings.deleteAccount.anonymized")}</p>
      </SettingsCard>
      <section aria-labelledby="delete-confirm-title" className="rounded-xl border border-red-300 bg-red-50/60 p-4 sm:p-6 dark:border-red-900 dark:bg-red-950/30">
        <h3 id="delete-confirm-title" className="text-lg font-semibold text-red-800 dark:text-red-200">
          {t("settings.deleteAccount.confirmTitle")}
        </h3>
        <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{t("settings.deleteAccount.confirmIntro")}</p>
        <form noValidate onSubmit={handleSubmit} aria-busy={remove.isPending} className="mt-4 max-w-md space-y-4">
          <PasswordInput
            id="delete-password"
            name="password"
            label={t("settings.deleteAccount.password")}
            value={password}
            onChange={handleChange}
            autoComplete="current-password"
            required
            error={error}
          />
          {generalError && <FormAlert>{generalError}</FormAlert>}
          <button type="submit" disabled={remove.isPending} className={buttonClass("danger")}>
            {remove.isPending ? t("settings.deleteAccount.deleting") : t("settings.deleteAccount.submit")}
          </button>
        </form>
      </section>
    </div>
  );
}

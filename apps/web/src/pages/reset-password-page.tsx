import { useState } from "react";
import { Trans } from "react-i18next";
import { useTranslation } from "../lib/use-translation";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/auth-card";
import { useAuthModal } from "../entities/user/auth-modal-context";
import { EmailText } from "../features/auth/email-text";
import { ResetPasswordForm } from "../features/auth/reset-password-form";
import { usePageTitle } from "../lib/use-page-title";
import { buttonClass } from "../ui/button";

type Outcome = { kind: "form" } | { kind: "done" } | { kind: "invalid"; message: string };

/** /reset-password?token=&email= — the page of the mailed link: choose a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { openLogin } = useAuthModal();
  const token = searchParams.get("token")?.trim() ?? "";
  const email = searchParams.get("email")?.trim() ?? "";
  const [outcome, setOutcome] = useState<Outcome>(token && email ? { kind: "form" } : { kind: "invalid", message: t("passwordReset.reset.invalidLink") });

  const title = {
    form: t("passwordReset.reset.title"),
    done: t("passwordReset.reset.successTitle"),
    invalid: t("passwordReset.reset.invalidTitle"),
  }[outcome.kind];
  usePageTitle(title);

  if (outcome.kind === "done") {
    return (
      <AuthCard tone="success" title={title} intro={t("passwordReset.reset.success")}>
        <button type="button" onClick={() => openLogin("/explore")} className={buttonClass("primary")}>
          {t("passwordReset.reset.logIn")}
        </button>
      </AuthCard>
    );
  }
  if (outcome.kind === "invalid") {
    return (
      <AuthCard tone="error" title={title} intro={<p role="alert">{outcome.message}</p>}>
        <Link to="/forgot-password" className={buttonClass("primary")}>
          {t("passwordReset.reset.requestNew")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro={<Trans i18nKey="passwordReset.reset.intro" values={{ email }} components={{ email: <EmailText /> }} />}>
      <ResetPasswordForm
        email={email}
        token={token}
        onDone={() => setOutcome({ kind: "done" })}
        onInvalidLink={(message) => setOutcome({ kind: "invalid", message })}
      />
    </AuthCard>
  );
}

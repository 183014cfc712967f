import { useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { AuthCard } from "../features/auth/auth-card";
import { useAuthModal } from "../entities/user/auth-modal-context";
import { ForgotPasswordForm } from "../features/auth/forgot-password-form";
import { usePageTitle } from "../lib/use-page-title";
import { LINK_BUTTON_CLASS, buttonClass } from "../ui/button";

/** /forgot-password — request a reset link by email. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t("passwordReset.forgot.title"));
  const { openLogin } = useAuthModal();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const handleLogin = () => openLogin("/explore");

  if (sentMessage) {
    return (
      <AuthCard tone="success" title={t("passwordReset.forgot.sentTitle")} intro={<p role="status">{sentMessage}</p>}>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => setSentMessage(null)} className={buttonClass("secondary")}>
            {t("passwordReset.forgot.sendAnother")}
          </button>
          <button type="button" onClick={handleLogin} className={buttonClass("secondary")}>
            {t("passwordReset.forgot.backToLogin")}
          </button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("passwordReset.forgot.title")} intro={t("passwordReset.forgot.intro")}>
      <ForgotPasswordForm onSent={setSentMessage} />
      <p className="mt-6 border-t border-zinc-200 pt-4 text-sm dark:border-zinc-800">
        <button type="button" onClick={handleLogin} className={LINK_BUTTON_CLASS}>
          {t("passwordReset.forgot.backToLogin")}
        </button>
      </p>
    </AuthCard>
  );
}

import { Trans } from "react-i18next";
import { useTranslation } from "../lib/use-translation";
import { Link } from "react-router";
import { useMe } from "../features/auth/api";
import { AuthCard } from "../features/auth/auth-card";
import { EmailText } from "../features/auth/email-text";
import { VerifyEmailForm } from "../features/auth/verify-email-form";
import { usePageTitle } from "../lib/use-page-title";
import { Loader } from "../ui/states";
import { buttonClass } from "../ui/button";

/** /verify-email (signed-in only): enter the 6-digit code that was mailed; resend it; then continue. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const verified = Boolean(user?.email_verified_at);
  usePageTitle(verified ? t("verify.successTitle") : t("verify.title"));

  if (!user) return <Loader />;
  if (verified) {
    const next = user.is_onboarded ? "/explore" : "/onboarding";
    return (
      <AuthCard tone="success" title={t("verify.successTitle")} intro={t("verify.successText")}>
        <Link to={next} className={buttonClass("primary")}>
          {user.is_onboarded ? t("verify.continueExplore") : t("verify.continueOnboarding")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("verify.title")}
      intro={<Trans i18nKey="verify.intro" values={{ email: user.email ?? "" }} components={{ email: <EmailText /> }} />}
    >
      <VerifyEmailForm />
    </AuthCard>
  );
}

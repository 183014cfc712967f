import { useTranslation } from "../lib/use-translation";
import { Link } from "react-router";
import { useMe } from "../features/auth/api";
import { AuthCard } from "../features/auth/auth-card";
import { useAuthModal } from "../entities/user/auth-modal-context";
import { RegisterForm } from "../features/auth/register-form";
import { usePageTitle } from "../lib/use-page-title";
import { Loader } from "../ui/states";
import { LINK_BUTTON_CLASS, buttonClass } from "../ui/button";

/** /register — create an account; a signed-in user gets a note instead of the form. */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t("register.title"));
  const me = useMe();
  const { openLogin } = useAuthModal();

  if (me.isPending) return <Loader />;
  if (me.data) {
    return (
      <AuthCard title={t("register.signedInTitle")} intro={t("register.signedInText", { username: me.data.username })}>
        <Link to="/explore" className={buttonClass("primary")}>
          {t("register.signedInLink")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("register.title")} intro={t("register.intro")}>
      <RegisterForm />
      <p className="mt-6 border-t border-zinc-200 pt-4 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
        {t("register.haveAccount")}{" "}
        <button type="button" onClick={() => openLogin("/explore")} className={LINK_BUTTON_CLASS}>
          {t("register.logIn")}
        </button>
      </p>
    </AuthCard>
  );
}

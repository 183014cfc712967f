import { useTranslation } from "../../lib/use-translation";
import { Link, useLocation } from "react-router";
import { useMe } from "./api";

/** A slim bar under the header while the signed-in user's email is not verified (not on /verify-email itself). */
export function VerifyBanner() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const { pathname } = useLocation();
  if (!user || user.email_verified_at || pathname === "/verify-email") return null;
  return (
    <section aria-label={t("auth.verifyBanner.label")} className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <span>{t("auth.verifyRequired")}</span>
        <Link to="/verify-email" className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-500">
          {t("auth.verifyBanner.link")}
        </Link>
      </p>
    </section>
  );
}

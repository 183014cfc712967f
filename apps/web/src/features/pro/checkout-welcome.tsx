import { useEffect, useRef } from "react";
import { ProFeatureList } from "./pro-feature-list";
import { Link } from "react-router";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/use-translation";
import { useMe } from "../../entities/user";
import { buttonClass } from "../../ui/button";
import { Loader } from "../../ui/states";
import { useConfirmCheckout } from "./api";

/**
 * The checkout's return (`/pro/welcome?session_id=…`): confirms the paid session once (the plan is
 * applied at once even when the provider's webhook is late), then says what is unlocked, or why it
 * could not be confirmed. The signed-in user is asked for again, so every entitlement follows.
 */
export function CheckoutWelcome({ sessionId }: { sessionId: string | null }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const confirm = useConfirmCheckout();
  const asked = useRef(false);
  useEffect(() => {
    if (!sessionId || asked.current) return;
    asked.current = true;
    confirm.mutate(sessionId);
  }, [sessionId, confirm]);

  if (!sessionId) return <Failure text={t("pro.welcome.missing")} />;
  if (confirm.isError) {
    const text = confirm.error instanceof ApiError && confirm.error.status !== 404 ? confirm.error.message : t("pro.welcome.notFound");
    return <Failure text={text} />;
  }
  if (!confirm.isSuccess) return <Loader label={t("pro.welcome.confirming")} />;
  return (
    <div className="space-y-6 text-center">
      <div>
        <p aria-hidden="true" className="text-5xl">
          ★
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{t("pro.welcome.title")}</h1>
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t(confirm.data.plan === "lifetime" ? "pro.welcome.leadLifetime" : "pro.welcome.lead")}</p>
      </div>
      <ProFeatureList className="mx-auto max-w-md text-start" />
      <div className="flex flex-wrap justify-center gap-2">
        {me && (
          <Link to={me.url} className={buttonClass("primary")}>
            {t("pro.welcome.profile")}
          </Link>
        )}
        <Link to="/settings/subscription" className={buttonClass("secondary")}>
          {t("pro.welcome.settings")}
        </Link>
      </div>
    </div>
  );
}

function Failure({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-center">
      <h1 className="text-2xl font-bold">{t("pro.welcome.failedTitle")}</h1>
      <p role="alert" className="text-red-800 dark:text-red-200">
        {text}
      </p>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t("pro.welcome.failedHelp")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/pro" className={buttonClass("primary")}>
          {t("pro.welcome.toPlans")}
        </Link>
        <Link to="/settings/subscription" className={buttonClass("secondary")}>
          {t("pro.welcome.settings")}
        </Link>
      </div>
    </div>
  );
}

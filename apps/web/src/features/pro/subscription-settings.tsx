import { useState } from "react";
import { Link } from "react-router";
import type { Subscription } from "@dizilog/shared/api";
import { useLocaleTag } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useMe } from "../../entities/user";
import { Button, buttonClass } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FormAlert } from "../../ui/form-alert";
import { SectionHeader, SettingsCard } from "../../ui/section";
import { ErrorState, Loader } from "../../ui/states";
import { useErrorToast } from "../../ui/use-error-toast";
import { useToast } from "../../ui/toast";
import { useBillingPortal, useSubscription, useSubscriptionChange } from "./api";
import { formatDay, subscriptionState } from "./plan-text";

/**
 * Settings › Subscription: the plan and its state, the next renewal in the user's own zone, cancel at
 * the period's end (asked first: Pro stays until then) and restore, and the provider's billing page to
 * change the card. A free user is sent to the plans; a lifetime plan never renews.
 */
export function SubscriptionSettings() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  return (
    <div className="space-y-4">
      <SectionHeader title={t("settings.sections.subscription")} description={t("pro.subscription.intro")} />
      {subscription.isPending ? (
        <Loader />
      ) : subscription.isError ? (
        <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : (
        <SubscriptionCard subscription={subscription.data} />
      )}
    </div>
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { data: me } = useMe();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [confirming, setConfirming] = useState(false);
  const cancel = useSubscriptionChange("cancel");
  const restore = useSubscriptionChange("restore");
  const portal = useBillingPortal();
  const state = subscriptionState(subscription);
  const date = subscription.current_period_end ? formatDay(subscription.current_period_end, tag, me?.time_zone) : null;
  const renewing = state === "active" || state === "past_due" || state === "canceling";

  const handleCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast(t("pro.subscription.cancelled"), "success");
      },
      onError: (error) => {
        setConfirming(false);
        errorToast(error);
      },
    });
  const handleRestore = () => restore.mutate(undefined, { onSuccess: () => toast(t("pro.subscription.restored"), "success"), onError: errorToast });
  const handlePortal = () => portal.mutate(undefined, { onError: errorToast });

  return (
    <SettingsCard>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]" data-subscription-state={state}>
        <dt className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{t("pro.subscription.plan")}</dt>
        <dd className="font-semibold">{t(`pro.plans.names.${subscription.plan}`)}</dd>
        <dt className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{t("pro.subscription.status")}</dt>
        <dd>{t(`pro.subscription.states.${state}`)}</dd>
        {date && renewing && (
          <>
            <dt className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{t(state === "canceling" ? "pro.subscription.endsOn" : "pro.subscription.renewsOn")}</dt>
            <dd>
              <time dateTime={subscription.current_period_end ?? undefined}>{date}</time>
            </dd>
          </>
        )}
      </dl>

      <div className="mt-4 space-y-3">
        {state === "past_due" && <FormAlert>{t("pro.subscription.pastDue", { date: date ?? "" })}</FormAlert>}
        {state === "canceling" && date && <p className="text-sm text-zinc-700 dark:text-zinc-300">{t("pro.subscription.canceling", { date })}</p>}
        {(state === "free" || state === "canceled") && (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {t(state === "free" ? "pro.subscription.free" : "pro.subscription.ended")}{" "}
            <Link to="/pro" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
              {t("pro.subscription.seePlans")}
            </Link>
          </p>
        )}
      </div>

      {(renewing || state === "lifetime") && (
        <div className="mt-5 flex flex-wrap gap-2">
          {(state === "active" || state === "past_due") && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t("pro.subscription.cancel")}
            </Button>
          )}
          {state === "canceling" && (
            <Button onClick={handleRestore} loading={restore.isPending}>
              {t("pro.subscription.restore")}
            </Button>
          )}
          {state !== "lifetime" && (
            <Button variant={state === "past_due" ? "primary" : "secondary"} onClick={handlePortal} loading={portal.isPending}>
              {t("pro.subscription.updateCard")}
            </Button>
          )}
          {state === "lifetime" && (
            <Link to="/pro" className={buttonClass("secondary")}>
              {t("pro.subscription.aboutPro")}
            </Link>
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("pro.subscription.cancelTitle")}
        description={t("pro.subscription.cancelText", { date: date ?? "" })}
        confirmLabel={t("pro.subscription.cancelConfirm")}
        busy={cancel.isPending}
        onConfirm={handleCancel}
      />
    </SettingsCard>
  );
}

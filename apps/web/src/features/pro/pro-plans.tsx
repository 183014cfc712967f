import { useId } from "react";
import { Link } from "react-router";
import type { PaidPlanId, Plan } from "@dizilog/shared/api";
import { PRO_FEATURES, type PlanId, type ProFeature } from "@dizilog/shared/api/pro-ids";
import { ApiError } from "../../lib/api";
import { useLocaleTag } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useAuthModal, useMe } from "../../entities/user";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { ErrorState, Loader } from "../../ui/states";
import { useCheckout, usePlans, useSubscription } from "./api";
import { formatPrice, pricePeriodKey } from "./plan-text";

export interface ProPlansProps {
  /** The feature the user came for (`?from=`), marked in the table. */
  asked: ProFeature | null;
}

/**
 * The upgrade page's body: the four plans with their prices, the user's own plan marked, a button
 * per paid plan that opens the provider's checkout (a visitor signs in first), and what Free and Pro
 * each include. Without a payment provider the buttons are disabled and a notice says why.
 */
export function ProPlans({ asked }: ProPlansProps) {
  const { t } = useTranslation();
  const plans = usePlans();
  const me = useMe();
  const signedIn = !!me.data;
  const subscription = useSubscription({ enabled: signedIn });
  const current: PlanId | undefined = signedIn ? subscription.data?.plan : undefined;
  const checkout = useCheckout();
  const { openLogin } = useAuthModal();

  if (plans.isPending) return <Loader />;
  if (plans.isError) return <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />;
  const configured = plans.data.meta.payments_configured;
  const choose = (plan: PaidPlanId) => {
    if (!signedIn) return openLogin();
    checkout.mutate(plan, { onError: (error) => error instanceof ApiError && error.status === 401 && openLogin() });
  };
  const checkoutError = checkout.error instanceof ApiError && checkout.error.status !== 401 ? checkout.error.message : checkout.isError ? t("errors.default") : null;

  return (
    <div className="space-y-10">
      {!configured && (
        <div role="note" data-pro-notice="not-configured" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
          {t("pro.page.notConfigured")}
        </div>
      )}
      {checkoutError && <FormAlert>{checkoutError}</FormAlert>}
      <section aria-labelledby="pro-plans">
        <h2 id="pro-plans" className="mb-4 text-xl font-bold">
          {t("pro.page.plansTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {plans.data.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={current === plan.id}
              disabled={!configured || current === "lifetime" || checkout.isPending}
              busy={checkout.isPending && checkout.variables === plan.id}
              onChoose={choose}
            />
          ))}
        </ul>
      </section>
      <FeatureTable asked={asked} />
    </div>
  );
}

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  disabled: boolean;
  busy: boolean;
  onChoose: (plan: PaidPlanId) => void;
}

function PlanCard({ plan, current, disabled, busy, onChoose }: PlanCardProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const id = useId();
  const period = pricePeriodKey(plan);
  const name = t(`pro.plans.names.${plan.id}`);
  return (
    <li
      aria-labelledby={id}
      data-plan={plan.id}
      data-current={current || undefined}
      className={`flex flex-col rounded-2xl border p-5 shadow-sm ${current ? "border-brand-600 ring-2 ring-brand-600 dark:border-brand-500 dark:ring-brand-500" : "border-zinc-200 dark:border-zinc-800"} bg-white dark:bg-zinc-900/60`}
    >
      <h3 id={id} className="text-lg font-bold">
        {name}
      </h3>
      <p className="mt-2">
        <span className="text-3xl font-extrabold tracking-tight">{formatPrice(plan, tag)}</span>
        {period && <span className="ms-1 text-sm text-zinc-600 dark:text-zinc-400">{t(period)}</span>}
      </p>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{t(`pro.plans.notes.${plan.id}`)}</p>
      <div className="mt-auto pt-5">
        {current ? (
          <p className="rounded-md bg-brand-50 px-3 py-2 text-center text-sm font-semibold text-brand-700 dark:bg-zinc-800 dark:text-white" data-current-plan="">
            {t("pro.plans.current")}
          </p>
        ) : plan.id === "free" ? null : (
          <Button className="w-full" disabled={disabled} loading={busy} onClick={() => onChoose(plan.id as PaidPlanId)}>
            {t("pro.plans.choose", { plan: name })}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Free and Pro side by side, one row per entry of PRO_FEATURES. */
function FeatureTable({ asked }: { asked: ProFeature | null }) {
  const { t } = useTranslation();
  const mark = (included: boolean, text?: string) =>
    text ? (
      <span>{text}</span>
    ) : (
      <>
        <span aria-hidden="true" className={included ? "font-bold text-emerald-700 dark:text-emerald-400" : "text-zinc-500 dark:text-zinc-400"}>
          {included ? "✓" : "—"}
        </span>
        <span className="sr-only">{t(included ? "pro.page.included" : "pro.page.notIncluded")}</span>
      </>
    );
  return (
    <section aria-labelledby="pro-features">
      <h2 id="pro-features" className="mb-4 text-xl font-bold">
        {t("pro.page.featuresTitle")}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
        <table className="w-full text-sm">
          <thead className="bg-zinc-50 text-start dark:bg-zinc-900">
            <tr>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                {t("pro.page.feature")}
              </th>
              <th scope="col" className="w-24 px-4 py-2 text-center font-semibold">
                {t("pro.plans.names.free")}
              </th>
              <th scope="col" className="w-24 px-4 py-2 text-center font-semibold">
                {t("pro.page.pro")}
              </th>
            </tr>
          </thead>
          <tbody>
            {PRO_FEATURES.map((feature) => (
              <tr key={feature} data-feature={feature} className={`border-t border-zinc-200 dark:border-zinc-800 ${feature === asked ? "bg-amber-50 dark:bg-amber-950/30" : ""}`}>
                <th scope="row" className="px-4 py-2 text-start font-normal">
                  {t(`pro.features.${feature}`)}
                  {feature === asked && <span className="ms-2 text-xs font-semibold text-amber-900 dark:text-amber-200">{t("pro.page.asked")}</span>}
                </th>
                <td className="px-4 py-2 text-center">{mark(false, feature === "unlimited_lists" ? t("pro.page.freeLists") : undefined)}</td>
                <td className="px-4 py-2 text-center">{mark(true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
        <Link to="/contact-us" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
          {t("pro.page.questions")}
        </Link>
      </p>
    </section>
  );
}

import { useEffect, useRef } from "react";
import { useTranslation } from "../lib/use-translation";
import { useMe } from "../features/auth/api";
import { useFinishOnboarding } from "../features/onboarding/api";
import { OnboardingHeader } from "../features/onboarding/onboarding-header";
import { ShortcutCards } from "../features/onboarding/shortcut-cards";
import { usePageTitle } from "../lib/use-page-title";
import { ErrorState } from "../ui/states";

/**
 * /onboarding/complete — step 3: the chosen shows are tracked, the choice is cleared and the user is
 * marked onboarded (once, on arrival); then shortcuts to the rest of the site.
 */
export function OnboardingCompletePage() {
  const { t } = useTranslation();
  usePageTitle(t("onboarding.complete.pageTitle"));
  const me = useMe().data;
  const finish = useFinishOnboarding();
  const started = useRef(false);
  const alreadyOnboarded = me?.is_onboarded ?? false;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finish.mutate({ alreadyOnboarded });
  }, [finish, alreadyOnboarded]);

  const handleRetry = () => finish.mutate({ alreadyOnboarded: me?.is_onboarded ?? false });

  return (
    <div className="mx-auto max-w-5xl">
      <OnboardingHeader step={3} title={t("onboarding.complete.title")}>
        <p>{t("onboarding.complete.intro")}</p>
      </OnboardingHeader>
      <div className="mb-6">
        {(finish.isPending || finish.isIdle) && (
          <p role="status" className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-zinc-300 border-t-brand-600 dark:border-zinc-700" />
            {t("onboarding.complete.saving")}
          </p>
        )}
        {finish.isError && <ErrorState error={finish.error} onRetry={handleRetry} />}
        {finish.isSuccess && (
          <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100">
            {finish.data.tracked > 0 ? t("onboarding.complete.tracked", { count: finish.data.tracked }) : t("onboarding.complete.ready")}
          </p>
        )}
      </div>
      <h2 className="mb-3 text-lg font-semibold">{t("onboarding.complete.shortcutsTitle")}</h2>
      <ShortcutCards />
    </div>
  );
}

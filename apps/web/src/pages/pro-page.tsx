import { useSearchParams } from "react-router";
import { UserBadges } from "../entities/user";
import { ProPlans, referredFeature } from "../features/pro";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";

const PRO_SAMPLE = { premium: true, lifetime: false, is_verified: false };
const LIFETIME_SAMPLE = { premium: true, lifetime: true, is_verified: false };

/**
 * /pro — the spec's "Upgrade": what Pro is, the badge members wear, the plans and what each includes.
 * `?from=<referrer>` (the Pro modal's) marks the feature the user reached; `?checkout=cancelled` (the
 * provider's way back from an abandoned checkout) says calmly that nothing was charged.
 */
export function ProPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cancelled = params.get("checkout") === "cancelled";
  usePageTitle(t("pro.meta.title"));
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("pro.page.title")}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-zinc-600 dark:text-zinc-400">{t("pro.page.intro")}</p>
        <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          {t("pro.page.badgeLead")}
          <UserBadges user={PRO_SAMPLE} size="md" />
          <UserBadges user={LIFETIME_SAMPLE} size="md" />
        </p>
      </header>
      {cancelled && (
        <p role="status" data-pro-notice="cancelled" className="rounded-xl border border-zinc-200 bg-zinc-50 px-4 py-3 text-sm text-zinc-800 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200">
          {t("pro.page.cancelled")}
        </p>
      )}
      <ProPlans asked={referredFeature(params.get("from"))} />
    </div>
  );
}

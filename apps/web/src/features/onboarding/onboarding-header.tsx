import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";

export interface OnboardingHeaderProps {
  /** 1 welcome, 2 watchlist, 3 complete. */
  step: 1 | 2 | 3;
  title: string;
  children?: ReactNode;
}

const STEPS = ["welcome", "watchlist", "complete"] as const;

/** The step indicator ("Step 2 of 3") and the heading of an onboarding screen. */
export function OnboardingHeader({ step, title, children }: OnboardingHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="mb-6 space-y-3">
      <p className="text-sm font-medium text-brand-700 dark:text-brand-500">{t("onboarding.step", { step, total: STEPS.length })}</p>
      <ol className="flex gap-2" aria-label={t("onboarding.progress")}>
        {STEPS.map((name, i) => (
          <li key={name} className="flex-1">
            <span aria-current={i + 1 === step ? "step" : undefined} className={`block h-1.5 rounded-full ${i < step ? "bg-brand-600" : "bg-zinc-200 dark:bg-zinc-800"}`}>
              <span className="sr-only">{t(`onboarding.steps.${name}`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children && <div className="text-zinc-600 dark:text-zinc-400">{children}</div>}
    </header>
  );
}

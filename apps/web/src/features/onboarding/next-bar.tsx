import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";

export interface NextBarProps {
  /** What is chosen so far, or what is still needed; announced as it changes. */
  status: string;
  nextDisabled?: boolean;
  onNext: () => void;
  /** The previous step, when there is one. */
  backTo?: string;
}

/** The bar at the foot of an onboarding step: the status, Back and Next. It stays in view while scrolling. */
export function NextBar({ status, nextDisabled = false, onNext, backTo }: NextBarProps) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
        <p id="onboarding-status" role="status" className="text-sm font-medium">
          {status}
        </p>
        <div className="flex gap-2">
          {backTo && (
            <Link to={backTo} className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800">
              {t("onboarding.back")}
            </Link>
          )}
          <button
            type="button"
            onClick={onNext}
            disabled={nextDisabled}
            aria-describedby="onboarding-status"
            className="rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-zinc-400 dark:disabled:bg-zinc-700"
          >
            {t("onboarding.next")}
          </button>
        </div>
      </div>
    </div>
  );
}

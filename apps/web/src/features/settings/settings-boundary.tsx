import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { ErrorState } from "../../ui/states";
import { type SettingsValues, useSettings } from "./api";

export interface SettingsBoundaryProps {
  /** Rows of the skeleton shown while the settings load. */
  rows?: number;
  children: (values: SettingsValues) => ReactNode;
}

/** Loads GET /api/settings and renders its children with the values (a skeleton first, an error with retry). */
export function SettingsBoundary({ rows = 4, children }: SettingsBoundaryProps) {
  const settings = useSettings();
  if (settings.isPending) return <SwitchesSkeleton rows={rows} />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <>{children(settings.data)}</>;
}

function SwitchesSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className="animate-pulse space-y-5 rounded-xl border border-zinc-200 p-4 sm:p-6 dark:border-zinc-800">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center justify-between gap-4">
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-3 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800" />
          </div>
          <div className="h-6 w-11 rounded-full bg-zinc-200 dark:bg-zinc-800" />
        </div>
      ))}
    </div>
  );
}

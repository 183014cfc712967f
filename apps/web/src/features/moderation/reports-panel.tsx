import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { REPORT_STATUSES, type ReportStatus } from "@dizilog/shared/api/moderation-ids";
import { LoadMoreButton } from "../../ui/load-more";
import { EmptyState, ErrorState, Loader } from "../../ui/states";
import { Tabs } from "../../ui/tabs";
import { type ReportsScope, useReports } from "./api";
import { ReportCard } from "./report-card";

/** The reports the viewer may act on, by status (open first), newest first. */
export function ReportsPanel({ scope }: { scope: ReportsScope }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>("open");
  return (
    <Tabs tabs={REPORT_STATUSES} active={status} onSelect={setStatus} label={t("moderation.statusFilter")} idPrefix="reports" labelOf={(s) => t(`moderation.status.${s}`)}>
      <ReportsList scope={scope} status={status} />
    </Tabs>
  );
}

function ReportsList({ scope, status }: { scope: ReportsScope; status: ReportStatus }) {
  const { t } = useTranslation();
  const reports = useReports(scope, status);
  if (reports.isPending) return <Loader />;
  if (reports.isError) return <ErrorState error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0) return <EmptyState title={t(`moderation.empty.${status}`)} icon={<ShieldIcon />} />;
  return (
    <>
      <div className="space-y-4">
        {reports.data.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </div>
      <LoadMoreButton query={reports} />
    </>
  );
}

function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden="true">
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </svg>
  );
}

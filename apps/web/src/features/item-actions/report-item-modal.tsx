import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { ReportItemType, ReportReason } from "@dizilog/shared/api";
import { COMMENT_LIMITS, REPORT_REASONS } from "@dizilog/shared/api/comment-ids";
import { Button } from "../../ui/button";
import { FieldMessages } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { Modal } from "../../ui/modal";
import { TextInput } from "../../ui/text-input";
import { useToast } from "../../ui/toast";
import { messageOf } from "../../lib/form-errors";
import { useReportItem } from "./api";

export interface ReportItemModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: ReportItemType;
  id: number;
  /** Told once the report is in: the item's menu stops offering "Report" (as its `abilities.report` will say). */
  onReported?: () => void;
}

/**
 * The Report Item modal (spec: "report, titled Report Item"): the nine reasons as a radio group,
 * optional details (at most 500 characters), then a thank-you toast. Reporting the same item
 * again is accepted (the server answers the earlier report).
 */
export function ReportItemModal({ open, onOpenChange, type, id, onReported }: ReportItemModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const report = useReportItem(type, id);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const groupId = useId();
  const tooLong = Array.from(details.trim()).length > COMMENT_LIMITS.reportDetailsMax;

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setReason(null);
      setDetails("");
      setReasonError(undefined);
      report.reset();
    }
    onOpenChange(next);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setReasonError(t("itemActions.report.reasonRequired"));
    if (tooLong) return;
    report.mutate(
      { reason, details },
      {
        onSuccess: () => {
          toast(t("itemActions.report.sent"), "success");
          handleOpenChange(false);
          onReported?.();
        },
      },
    );
  };

  return (
    <Modal open={open} onOpenChange={handleOpenChange} title={t("itemActions.report.title")} description={t("itemActions.report.intro")}>
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <fieldset aria-describedby={reasonError ? `${groupId}-error` : undefined}>
          <legend className="text-sm font-medium">{t("itemActions.report.reason")}</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setReasonError(undefined);
                  }}
                  className="h-4 w-4 accent-brand-700"
                />
                {t(`itemActions.report.reasons.${value}`)}
              </label>
            ))}
          </div>
          <FieldMessages id={groupId} error={reasonError} />
        </fieldset>
        <TextInput
          id={`${groupId}-details`}
          label={t("itemActions.report.details")}
          value={details}
          onChange={setDetails}
          multiline
          rows={3}
          optional
          hint={t("itemActions.report.detailsHint", { length: Array.from(details.trim()).length, max: COMMENT_LIMITS.reportDetailsMax })}
          error={tooLong ? t("itemActions.report.detailsTooLong", { max: COMMENT_LIMITS.reportDetailsMax }) : undefined}
        />
        {report.isError && <FormAlert>{messageOf(report.error, t("itemActions.report.failed"))}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => handleOpenChange(false)}>
            {t("comments.cancel")}
          </Button>
          <Button type="submit" loading={report.isPending} loadingLabel={t("itemActions.report.sending")}>
            {t("itemActions.report.submit")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

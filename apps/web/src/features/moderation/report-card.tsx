import { type ReactNode, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { ModerationReport, ReportAction } from "@dizilog/shared/api";
import { formatDateTime, formatRelative, useLocaleTag } from "../../lib/format";
import { messageOf } from "../../lib/form-errors";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import { useResolveReport } from "./api";

const BADGE = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";

/** One report on the moderation page: the item in context, who reported it and why, and the actions the viewer may take. */
export function ReportCard({ report }: { report: ModerationReport }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const titleId = `report-${report.id}-title`;
  const { item } = report;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/60">
      <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <span className={`${BADGE} bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100`}>{t(`moderation.reasons.${report.reason}`)}</span>
        <span>{t(`moderation.types.${report.item_type}`)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={report.created} title={formatDateTime(report.created, tag)}>
          {formatRelative(report.created, tag)}
        </time>
      </p>
      <h3 id={titleId} className="mt-2 break-words text-lg font-semibold">
        {item ? (
          <Link to={item.url} className="hover:underline">
            {item.title}
          </Link>
        ) : (
          t("moderation.itemGone")
        )}
      </h3>
      {item && (item.removed || item.spoiler) && (
        <p className="mt-1 flex flex-wrap gap-2">
          {item.removed && <span className={`${BADGE} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>{t("moderation.removed")}</span>}
          {item.spoiler && <span className={`${BADGE} bg-zinc-200 text-zinc-900 dark:bg-zinc-700 dark:text-zinc-100`}>{t("moderation.spoiler")}</span>}
        </p>
      )}
      {item && item.images.length > 0 && (
        // What was reported may be the picture: a comment's image or GIF, a wall post's images.
        <ul className="mt-3 flex flex-wrap gap-2">
          {item.images.map((image, index) => (
            <li key={image.url}>
              <img
                src={image.url}
                width={image.width}
                height={image.height}
                alt={t("moderation.image", { number: index + 1, count: item.images.length })}
                loading="lazy"
                style={{ aspectRatio: `${image.width} / ${image.height}` }}
                className="h-40 w-auto max-w-full rounded-lg bg-zinc-100 object-contain dark:bg-zinc-800"
              />
            </li>
          ))}
        </ul>
      )}
      {item?.text && <blockquote className="mt-3 whitespace-pre-line break-words border-s-4 border-zinc-300 ps-3 text-zinc-800 dark:border-zinc-600 dark:text-zinc-200">{item.text}</blockquote>}
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label={t("moderation.reportedBy")}>{report.reporter ? <UserLink user={report.reporter} /> : t("moderation.deletedUser")}</Fact>
        {report.item_owner && (
          <Fact label={t("moderation.owner")}>
            <UserLink user={report.item_owner} />
            {report.item_owner.suspended && <span className={`${BADGE} ms-2 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>{t("moderation.suspended")}</span>}
          </Fact>
        )}
        {report.show && (
          <Fact label={t("moderation.show")}>
            <Link to={report.show.url} className="font-medium text-brand-700 hover:underline dark:text-brand-500">
              {report.show.title}
            </Link>
          </Fact>
        )}
      </dl>
      {report.details && (
        <p className="mt-3 rounded-lg bg-zinc-100 p-3 text-sm dark:bg-zinc-800">
          <span className="font-medium">{t("moderation.details")}</span> <span className="whitespace-pre-line break-words">{report.details}</span>
        </p>
      )}
      {report.status === "open" ? <ReportActions report={report} /> : <Outcome report={report} />}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline gap-1">
      <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function UserLink({ user }: { user: { url: string; name: string; username: string } }) {
  return (
    <Link to={user.url} className="font-medium text-brand-700 hover:underline dark:text-brand-500">
      {user.name} <bdi dir="ltr">@{user.username}</bdi>
    </Link>
  );
}

function Outcome({ report }: { report: ModerationReport }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  return (
    <p className="mt-4 text-sm font-medium text-zinc-700 dark:text-zinc-300">
      {t(`moderation.outcome.${report.action ?? "dismiss"}`)}
      {report.resolved_at && (
        <>
          {" · "}
          <time dateTime={report.resolved_at}>{formatDateTime(report.resolved_at, tag)}</time>
        </>
      )}
    </p>
  );
}

const ACTIONS: readonly ReportAction[] = ["dismiss", "remove_item", "suspend_user"];

function ReportActions({ report }: { report: ModerationReport }) {
  const { t } = useTranslation();
  const toast = useToast();
  const resolve = useResolveReport();
  const [pending, setPending] = useState<ReportAction | null>(null);
  const allowed = ACTIONS.filter((action) => report.abilities[action] && (action !== "remove_item" || (report.item && report.item_type !== "show")) && (action !== "suspend_user" || report.item_owner));
  const owner = report.item_owner?.username ?? "";

  const handleConfirm = () => {
    if (!pending) return;
    resolve.mutate(
      { report, action: pending },
      {
        onSuccess: () => {
          setPending(null);
          toast(t(`moderation.done.${pending}`), "success");
        },
        onError: (error) => {
          setPending(null);
          toast(messageOf(error, t("moderation.error")), "error");
        },
      },
    );
  };

  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {allowed.map((action) => (
        <Button key={action} variant={action === "dismiss" ? "secondary" : "danger"} onClick={() => setPending(action)} aria-describedby={`report-${report.id}-title`}>
          {t(`moderation.actions.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? t(`moderation.confirm.${pending}.title`) : ""}
        description={pending ? t(`moderation.confirm.${pending}.body`, { username: owner }) : ""}
        confirmLabel={pending ? t(`moderation.actions.${pending}`) : ""}
        busy={resolve.isPending}
        onConfirm={handleConfirm}
      />
    </div>
  );
}

import { useState } from "react";
import { Link } from "react-router";
import { CONTRIBUTOR_REQUEST_STATUSES, type ContributorRequest, type ContributorRequestStatus } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { messageOf } from "../../lib/form-errors";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { Avatar } from "../../ui/avatar";
import { Button } from "../../ui/button";
import { LoadMoreButton } from "../../ui/load-more";
import { ErrorState, Loader } from "../../ui/states";
import { Tabs } from "../../ui/tabs";
import { useToast } from "../../ui/toast";
import { useAnswerRequest, useContributorRequests } from "./api";

/** Staff: the fans who asked to help keep a show's page, by status; accepting makes them its moderator. */
export function ContributorRequestsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ContributorRequestStatus>("pending");
  return (
    <Tabs
      tabs={CONTRIBUTOR_REQUEST_STATUSES}
      active={status}
      onSelect={setStatus}
      label={t("contrib.requests.statusLabel")}
      idPrefix="contributor-requests"
      labelOf={(s) => t(`contrib.requests.status.${s}`)}
      variant="pills"
    >
      <RequestsList status={status} />
    </Tabs>
  );
}

function RequestsList({ status }: { status: ContributorRequestStatus }) {
  const { t } = useTranslation();
  const requests = useContributorRequests(status);
  if (requests.isPending) return <Loader />;
  if (requests.isError) return <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  if (requests.data.length === 0) return <p className="py-3 text-sm text-zinc-600 dark:text-zinc-400">{t("contrib.requests.empty")}</p>;
  return (
    <>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {requests.data.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </ul>
      <LoadMoreButton query={requests} />
    </>
  );
}

function RequestRow({ request }: { request: ContributorRequest }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const toast = useToast();
  const answer = useAnswerRequest();
  const { user, show } = request;
  const handleAnswer = (kind: "accept" | "decline") =>
    answer.mutate(
      { id: request.id, answer: kind },
      {
        onSuccess: () =>
          toast(kind === "accept" ? t("contrib.requests.accepted", { username: user.username, show: show.title }) : t("contrib.requests.declined"), "success"),
        onError: (error) => toast(messageOf(error, t("contrib.error")), "error"),
      },
    );
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <Avatar src={user.avatar} size={40} />
      <div className="min-w-0 flex-1 space-y-1">
        <p>
          <Link to={user.url} className="font-medium hover:underline">
            {user.name} <bdi dir="ltr" className="text-sm font-normal text-zinc-600 dark:text-zinc-400">@{user.username}</bdi>
          </Link>
          <span aria-hidden="true"> · </span>
          <Link to={show.url} className="text-brand-700 hover:underline dark:text-brand-500">
            {show.title}
          </Link>
        </p>
        <p className="text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">{t("contrib.requests.offers")}: </span>
          {request.areas.map((area) => t(`contrib.join.area.${area}`)).join(", ")}
        </p>
        {request.note && (
          <p dir="auto" className="text-sm whitespace-pre-line">
            {request.note}
          </p>
        )}
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("contrib.requests.sent", { date: formatIsoDate(request.created, tag) })}</p>
      </div>
      {request.status === "pending" && (
        <div className="flex gap-2">
          <Button className="px-3 py-1.5" loading={answer.isPending && answer.variables?.answer === "accept"} onClick={() => handleAnswer("accept")} aria-label={t("contrib.requests.acceptNamed", { username: user.username, show: show.title })}>
            {t("contrib.requests.accept")}
          </Button>
          <Button variant="secondary" className="px-3 py-1.5" disabled={answer.isPending} onClick={() => handleAnswer("decline")} aria-label={t("contrib.requests.declineNamed", { username: user.username, show: show.title })}>
            {t("contrib.requests.decline")}
          </Button>
        </div>
      )}
    </li>
  );
}

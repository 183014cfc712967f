import { useTranslation } from "../../lib/use-translation";
import type { FollowRequest } from "@dizilog/shared/api";
import { messageOf } from "../../lib/form-errors";
import { Button } from "../../ui/button";
import { EmptyState, ErrorState } from "../../ui/states";
import { LoadMoreButton } from "../../ui/load-more";
import { useToast } from "../../ui/toast";
import { useAnswerRequest, useFollowRequests } from "./api";
import { FollowUserRow, FollowUsersSkeleton } from "./follow-user-row";
import { PeopleIcon } from "./follow-users-list";

/** The requests to follow the signed-in user's private account, each with Accept and Reject. */
export function FollowRequestsList() {
  const { t } = useTranslation();
  const requests = useFollowRequests();
  if (requests.isPending) return <FollowUsersSkeleton label={t("common.loading")} />;
  if (requests.isError) return <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  if (requests.data.length === 0) {
    return (
      <EmptyState title={t("social.requests.empty")} icon={<PeopleIcon />}>
        <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("social.requests.emptyHint")}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {requests.data.map((request) => (
          <RequestRow key={request.user.id} request={request} />
        ))}
      </ul>
      <LoadMoreButton query={requests} />
    </>
  );
}

function RequestRow({ request }: { request: FollowRequest }) {
  const { t } = useTranslation();
  const toast = useToast();
  const answer = useAnswerRequest();
  const { user } = request;
  const handleAnswer = (accept: boolean) =>
    answer.mutate(
      { userId: user.id, accept },
      {
        onSuccess: () => toast(t(accept ? "social.requests.accepted" : "social.requests.rejected", { username: user.username }), "success"),
        onError: (error) => toast(messageOf(error, t("social.requests.error")), "error"),
      },
    );
  const busy = answer.isPending ? answer.variables.accept : undefined;
  return (
    <FollowUserRow user={user}>
      <Button className="px-3 py-1.5" onClick={() => handleAnswer(true)} loading={busy === true} disabled={answer.isPending} aria-label={t("social.requests.acceptNamed", { username: user.username })}>
        {t("social.requests.accept")}
      </Button>
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => handleAnswer(false)} loading={busy === false} disabled={answer.isPending} aria-label={t("social.requests.rejectNamed", { username: user.username })}>
        {t("social.requests.reject")}
      </Button>
    </FollowUserRow>
  );
}

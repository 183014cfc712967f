import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { useMe } from "../auth";
import { pushSupported, syncPushSubscription } from "../notifications";
import { isIos, isStandalone } from "../../lib/install-prompt";
import { Button } from "../../ui/button";
import { SettingsCard } from "../../ui/section";

type PushState = NotificationPermission | "unsupported";

function currentPermission(): PushState {
  return pushSupported() ? Notification.permission : "unsupported";
}

/**
 * This browser's push notifications (spec "Push permission"): asked for with a button; once granted,
 * the browser is subscribed with the server's key and its token registered (and stored here, sent
 * again only when it changes); when refused, the user is told to allow it in the browser settings.
 * It says "on" only once the server has the subscription: before, that it is being set up; after a
 * failure, that it failed, with a retry.
 */
export function PushPermission() {
  const { t } = useTranslation();
  const me = useMe();
  const userId = me.data?.id;
  const [state, setState] = useState<PushState>(currentPermission);
  // Only "registered" — the server holds this browser's subscription — is claimed as on.
  const [status, setStatus] = useState<"idle" | "working" | "registered" | "failed">("idle");
  const [attempt, setAttempt] = useState(0);

  // Granted before (or in another tab): the subscription is checked and registered if it changed.
  useEffect(() => {
    if (state !== "granted" || userId === undefined) return;
    let current = true;
    setStatus("working");
    syncPushSubscription(userId).then(
      () => current && setStatus("registered"),
      () => current && setStatus("failed"),
    );
    return () => {
      current = false;
    };
  }, [state, userId, attempt]);

  const handleAsk = async () => {
    setStatus("working");
    const permission = await Notification.requestPermission();
    setStatus("idle");
    setState(permission);
  };

  const iosBrowser = state === "unsupported" && isIos() && !isStandalone();
  return (
    <SettingsCard id="settings-push" title={t("settings.notifications.pushTitle")}>
      <div role="status" className="space-y-3 text-sm">
        {state === "granted" && status === "registered" && <p>{t("settings.notifications.pushGranted")}</p>}
        {state === "granted" && (status === "idle" || status === "working") && <p>{t("settings.notifications.pushPending")}</p>}
        {state === "granted" && status === "failed" && <p>{t("settings.notifications.pushFailed")}</p>}
        {state === "denied" && <p>{t("settings.notifications.pushDenied")}</p>}
        {state === "unsupported" && (
          <p>
            {iosBrowser ? t("settings.notifications.pushIos") : t("settings.notifications.pushUnsupported")}{" "}
            {iosBrowser && (
              <Link to="/mobile" className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
                {t("settings.notifications.pushIosLink")}
              </Link>
            )}
          </p>
        )}
        {state === "default" && <p>{t("settings.notifications.pushDefault")}</p>}
      </div>
      {state === "default" && (
        <Button className="mt-3" loading={status === "working"} onClick={() => void handleAsk()}>
          {t("settings.notifications.pushAllow")}
        </Button>
      )}
      {state === "granted" && status === "failed" && userId !== undefined && (
        <Button variant="secondary" className="mt-3" onClick={() => setAttempt((n) => n + 1)}>
          {t("common.retry")}
        </Button>
      )}
    </SettingsCard>
  );
}

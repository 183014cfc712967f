import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button";
import { SettingsCard } from "../../ui/section";

type PushState = NotificationPermission | "unsupported";

function currentPermission(): PushState {
  return typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";
}

/**
 * This browser's permission for push notifications (spec "Push permission"): ask for it, or tell the
 * user to enable it in the browser settings when it is not granted.
 */
export function PushPermission() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState>(currentPermission);
  const [asking, setAsking] = useState(false);

  const handleAsk = async () => {
    setAsking(true);
    try {
      setState(await Notification.requestPermission());
    } finally {
      setAsking(false);
    }
  };

  return (
    <SettingsCard id="settings-push" title={t("settings.notifications.pushTitle")}>
      <div role="status" className="space-y-3 text-sm">
        {state === "granted" && <p>{t("settings.notifications.pushGranted")}</p>}
        {state === "denied" && <p>{t("settings.notifications.pushDenied")}</p>}
        {state === "unsupported" && <p>{t("settings.notifications.pushUnsupported")}</p>}
        {state === "default" && <p>{t("settings.notifications.pushDefault")}</p>}
      </div>
      {state === "default" && (
        <button type="button" onClick={() => void handleAsk()} disabled={asking} className={`${buttonClass("primary")} mt-3`}>
          {t("settings.notifications.pushAllow")}
        </button>
      )}
    </SettingsCard>
  );
}

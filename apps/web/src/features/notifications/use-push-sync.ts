import { useEffect } from "react";
import { pushSupported, syncPushSubscription } from "./push";

/**
 * On start, for a signed-in user who allowed push in this browser: the subscription is checked and
 * sent to the server if it changed since it was last registered (a browser may renew it).
 */
export function usePushSync(userId: number | undefined): void {
  useEffect(() => {
    if (userId === undefined || !pushSupported() || Notification.permission !== "granted") return;
    syncPushSubscription(userId).catch(() => undefined);
  }, [userId]);
}

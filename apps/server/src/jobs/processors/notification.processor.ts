import { inTransaction, systemCtx } from "../../context.js";
import { claimProcessorRun } from "../../repositories/domain-event.repository.js";
import { NOTIFYING_EVENTS, notifyForEvent } from "../../services/notify.service.js";
import { defineProcessor } from "./processor.js";

const NAME = "notification";

/**
 * Turns community events into notifications (services/notify.service.ts): the rows, the unread
 * counters and one `notification.created` per recipient, in one transaction that also takes this
 * processor's run for the event, so a retry after a crash notifies and mails nobody twice. Delivery
 * (realtime, push, mail) follows from `notification.created`, each channel retrying on its own.
 */
export const notificationProcessor = defineProcessor({
  name: NAME,
  events: NOTIFYING_EVENTS,
  async handle(deps, event) {
    await inTransaction(systemCtx(deps), async (tx) => {
      if (!(await claimProcessorRun(tx.db, event.id, NAME, tx.now))) return;
      await notifyForEvent(tx, event);
    });
  },
});

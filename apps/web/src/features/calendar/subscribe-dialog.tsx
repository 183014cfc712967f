import { useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { ApiError } from "../../lib/api";
import { CalendarIcon } from "../../ui/icons";
import { inputClass } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { useCreateCalendarLink } from "./api";
import { buttonClass } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { CopyButton } from "../../ui/copy-button";

/** The same feed through the webcal scheme, which calendar apps open as a subscription. */
function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, "webcal://");
}

/**
 * "Subscribe in your calendar app": creates the private iCal URL of the user's tracked shows.
 * Every creation replaces the previous URL (the server revokes it), so the dialog asks before
 * making one instead of making one each time it opens.
 */
export function SubscribeButton() {
  const { t } = useTranslation();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const link = useCreateCalendarLink();
  const url = link.data;
  const handleCreate = () => link.mutate();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass("secondary")}>
        <CalendarIcon className="h-4 w-4" />
        {t("calendarPage.subscribe.button")}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t("calendarPage.subscribe.title")} description={t("calendarPage.subscribe.description")}>
        <div className="space-y-4">
          {url && (
            <div className="space-y-2">
              <label htmlFor={fieldId} className="block text-sm font-medium">
                {t("calendarPage.subscribe.urlLabel")}
              </label>
              <input
                id={fieldId}
                type="text"
                readOnly
                value={url}
                dir="ltr"
                onFocus={(event) => event.currentTarget.select()}
                className={`${inputClass()} font-mono`}
              />
              <div className="flex flex-wrap gap-2">
                <CopyButton text={url} label={t("calendarPage.subscribe.copy")} />
                <a href={webcalUrl(url)} className={buttonClass("primary")}>
                  {t("calendarPage.subscribe.open")}
                </a>
              </div>
              <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{t("calendarPage.subscribe.warning")}</p>
            </div>
          )}
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t(url ? "calendarPage.subscribe.replaceNote" : "calendarPage.subscribe.createNote")}</p>
          {link.isError && <FormAlert>{link.error instanceof ApiError ? link.error.message : t("errors.default")}</FormAlert>}
          <button type="button" onClick={handleCreate} disabled={link.isPending} className={url ? buttonClass("secondary") : buttonClass("primary")}>
            {link.isPending ? t("calendarPage.subscribe.creating") : t(url ? "calendarPage.subscribe.recreate" : "calendarPage.subscribe.create")}
          </button>
        </div>
      </Modal>
    </>
  );
}

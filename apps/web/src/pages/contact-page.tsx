import { useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { Link, useSearchParams } from "react-router";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { ContactForm } from "../features/contact/contact-form";
import { usePageTitle } from "../lib/use-page-title";

/** /contact-us — report a problem to the team. */
export function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t("contact.title"));
  const [searchParams] = useSearchParams();
  const pageUrl = searchParams.get("url")?.trim() || undefined;
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const handleSendAnother = () => setSentMessage(null);

  return (
    <div className="mx-auto max-w-2xl">
      <Breadcrumb items={[{ label: t("nav.explore"), to: "/explore" }, { label: t("contact.title") }]} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t("contact.title")}</h1>
      <p className="mb-6 mt-2 text-zinc-600 dark:text-zinc-400">{t("contact.intro")}</p>
      {sentMessage ? (
        <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-6 dark:border-emerald-800 dark:bg-emerald-950/40">
          <p className="font-semibold text-emerald-900 dark:text-emerald-100">{sentMessage}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={handleSendAnother}
              className="rounded-md border border-emerald-700 px-4 py-2 text-sm font-medium text-emerald-900 hover:bg-emerald-100 dark:border-emerald-400 dark:text-emerald-100 dark:hover:bg-emerald-900"
            >
              {t("contact.sendAnother")}
            </button>
            <Link to="/explore" className="rounded-md px-4 py-2 text-sm font-medium text-brand-700 underline dark:text-brand-500">
              {t("notFound.explore")}
            </Link>
          </div>
        </div>
      ) : (
        <ContactForm pageUrl={pageUrl} onSent={setSentMessage} />
      )}
    </div>
  );
}

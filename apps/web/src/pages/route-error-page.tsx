import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPage } from "./not-found-page";

/** Shown when a page throws while rendering: a designed page, never a stack trace. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t("routeError.title")}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{t("routeError.text")}</p>
      <div className="flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          {t("routeError.reload")}
        </button>
        <a href="/explore" className="rounded-md border border-zinc-300 px-4 py-2 font-medium dark:border-zinc-700">
          {t("notFound.explore")}
        </a>
      </div>
    </main>
  );
}

import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";
import { buttonClass } from "../ui/button";

/** Shown when a page throws while rendering: a designed page, never a stack trace. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t("routeError.title")}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{t("routeError.text")}</p>
      <div className="flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass("primary")}>
          {t("routeError.reload")}
        </button>
        <a href="/explore" className="rounded-md border border-zinc-300 px-4 py-2 font-medium dark:border-zinc-700">
          {t("notFound.explore")}
        </a>
      </div>
    </main>
  );
}

/** Catches render errors of any page (React has no hook for this yet). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

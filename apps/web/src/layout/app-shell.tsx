import { Suspense, useEffect } from "react";
import { useTranslation } from "../lib/use-translation";
import { Outlet, useLocation } from "react-router";
import { LoginModalHost } from "../features/auth/login-modal-host";
import { VerifyBanner } from "../features/auth/verify-banner";
import { Loader } from "../ui/states";
import { BackToTop } from "./back-to-top";
import { CookieConsent } from "./cookie-consent";
import { Footer } from "./footer";
import { Header } from "./header";
import { useMe } from "../features/auth/api";
import { useDataSaverSync } from "../lib/data-saver";

/**
 * `<html data-hydrated>` once the page's own content is interactive (this boundary hydrates when
 * the lazy page's code has come): browser tests wait for it before they click a server-drawn button.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** The data saver follows the account to this browser (lib/data-saver.ts). */
function DataSaverSync() {
  useDataSaverSync(Boolean(useMe().data));
  return null;
}

export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Braces matter: newer browsers return a Promise from scrollTo, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-zinc-900">
        {t("common.skipToContent")}
      </a>
      <Header />
      <VerifyBanner />
      {/* At least a screen high: the footer starts below the fold, so a page that renders short while
          it loads (a lazy chunk, its data) and then grows never pushes a visible footer down (CLS). */}
      <main id="main" className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-6">
        <Suspense fallback={<Loader />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <Footer />
      <BackToTop />
      <CookieConsent />
      <LoginModalHost />
      <DataSaverSync />
    </div>
  );
}

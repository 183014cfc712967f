import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Loader } from "../../ui/states";
import { useAuthModal } from "../../entities/user";
import { dataSaverOn } from "../../lib/data-saver";

const loadLoginModal = () => import("./login-modal");
const LoginModal = lazy(() => loadLoginModal().then((m) => ({ default: m.LoginModal })));

/** Starts downloading the login modal early (on hover or focus of a "Log in" button). */
export function preloadLoginModal(): void {
  // The data saver fetches nothing ahead (decision 0050): the modal's code comes when it opens.
  if (dataSaverOn()) return;
  void loadLoginModal();
}

/**
 * Mounts the login modal the first time it is opened. Radix Dialog and the forms are a chunk of
 * their own, so the first page of a visitor stays inside its JavaScript budget.
 */
export function LoginModalHost() {
  const { isOpen } = useAuthModal();
  const [needed, setNeeded] = useState(isOpen);
  if (isOpen && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={isOpen ? <LoadingOverlay /> : null}>
      <LoginModal />
    </Suspense>
  );
}

/** Shown for the moment the modal's code takes to arrive, in the place of the dialog's backdrop. */
function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-40 grid place-items-center bg-black/50">
      <div className="rounded-xl bg-white px-8 dark:bg-zinc-900">
        <Loader label={t("auth.login.loadingDialog")} />
      </div>
    </div>
  );
}

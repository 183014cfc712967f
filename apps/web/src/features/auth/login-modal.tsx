import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { User } from "@dizilog/shared/api";
import { useToast } from "../../ui/toast";
import { authKeys } from "./api";
import { useAuthModal } from "./auth-modal-context";
import { LoginForm } from "./login-form";
import { TwoFactorForm, type TwoFactorMode } from "./two-factor-form";

/**
 * The login modal (spec "Modals: login"): email or username and password, then — for accounts with
 * two-factor authentication — a second step in the same dialog. Opened through useAuthModal();
 * loaded on first use by LoginModalHost, so visitors who never sign in do not download it.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const { isOpen, closeLogin, returnTo } = useAuthModal();
  const location = useLocation();
  const navigate = useNavigate();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // Remember what had focus before the dialog took it (Radix would only return it to a Dialog.Trigger).
  useLayoutEffect(() => {
    if (isOpen) returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [isOpen]);

  // Dismissed (Escape, backdrop, ×). When a page that needs a user opened it for its own address
  // (RequireAuth), that page would open it again at once: go to Explore instead of trapping the
  // visitor, and let the context know only once that page has gone.
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null);
  const handleOpenChange = (open: boolean) => {
    if (open) return;
    if (returnTo && returnTo === location.pathname + location.search + location.hash) {
      setLeavingFrom(location.key);
      void navigate("/explore", { replace: true });
    } else closeLogin();
  };
  useEffect(() => {
    if (leavingFrom === null || location.key === leavingFrom) return;
    setLeavingFrom(null);
    closeLogin();
  }, [leavingFrom, location.key, closeLogin]);

  const handleOpenAutoFocus = (event: Event) => {
    event.preventDefault();
    firstFieldRef.current?.focus();
  };
  const handleCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    if (target?.isConnected && target !== document.body) target.focus();
  };

  return (
    <Dialog.Root open={isOpen && leavingFrom === null} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/50 p-4">
          <Dialog.Content
            onOpenAutoFocus={handleOpenAutoFocus}
            onCloseAutoFocus={handleCloseAutoFocus}
            className="relative w-full max-w-md rounded-xl bg-white p-6 text-zinc-900 shadow-xl outline-none ring-1 ring-zinc-900/5 sm:p-8 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-zinc-700"
          >
            <LoginFlow firstFieldRef={firstFieldRef} />
            <Dialog.Close
              className="absolute end-3 top-3 flex h-9 w-9 items-center justify-center rounded-full text-xl text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
              aria-label={t("common.close")}
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Step = { kind: "credentials" } | { kind: "twoFactor"; mode: TwoFactorMode };

/** The dialog's content; it unmounts when the dialog closes, so every opening starts clean. */
function LoginFlow({ firstFieldRef }: { firstFieldRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const { returnTo, closeLogin } = useAuthModal();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "credentials" });
  const [lastLogin, setLastLogin] = useState("");

  const handleSignedIn = (user: User) => {
    // Cached answers were made for a visitor (is_tracking, has_liked …): fetch them again.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
    closeLogin();
    toast(t("auth.login.welcome", { name: user.name }), "success");
    const target = !user.is_onboarded && !returnTo?.startsWith("/onboarding") ? "/onboarding" : returnTo;
    if (target) void navigate(target);
  };
  const handleTwoFactor = (login: string) => {
    setLastLogin(login);
    setStep({ kind: "twoFactor", mode: "code" });
  };
  const handleModeChange = (mode: TwoFactorMode) => setStep({ kind: "twoFactor", mode });
  const handleBack = () => setStep({ kind: "credentials" });

  // Back on the first step, the focus goes to the password (the email or username is kept).
  useLayoutEffect(() => {
    if (step.kind !== "credentials" || document.activeElement !== document.body) return;
    const password = document.getElementById("login-password");
    if (lastLogin && password) password.focus();
    else firstFieldRef.current?.focus();
  }, [step.kind, firstFieldRef, lastLogin]);

  let description = t("auth.login.description");
  if (step.kind === "twoFactor") description = step.mode === "code" ? t("auth.twoFactor.codeDescription") : t("auth.twoFactor.recoveryDescription");

  return (
    <>
      <Dialog.Title className="pe-10 text-2xl font-bold">{t("auth.login.title")}</Dialog.Title>
      {step.kind === "twoFactor" && <p className="mt-1 font-semibold">{t("auth.twoFactor.heading")}</p>}
      <Dialog.Description className="mb-5 mt-2 text-sm text-zinc-600 dark:text-zinc-400">{description}</Dialog.Description>
      {step.kind === "credentials" ? (
        <LoginForm firstFieldRef={firstFieldRef} defaultLogin={lastLogin} onSignedIn={handleSignedIn} onTwoFactor={handleTwoFactor} onLeave={closeLogin} />
      ) : (
        <TwoFactorForm mode={step.mode} onModeChange={handleModeChange} onSignedIn={handleSignedIn} onBack={handleBack} />
      )}
    </>
  );
}

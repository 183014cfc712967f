import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useLocation, useNavigate } from "react-router";
import type { User } from "@dizilog/shared/api";
import { Modal, ModalDescription, ModalTitle } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { authKeys } from "./api";
import { useAuthModal } from "../../entities/user";
import { LoginForm } from "./login-form";
import { afterSignIn } from "./return-to";
import { TwoFactorForm, type TwoFactorMode } from "./two-factor-form";

/**
 * The login modal (spec "Modals: login"): email or username and password, then — for accounts with
 * two-factor authentication — a second step in the same dialog. Opened through useAuthModal();
 * loaded on first use by LoginModalHost, so visitors who never sign in do not download it.
 */
export function LoginModal() {
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
    <Modal
      open={isOpen && leavingFrom === null}
      onOpenChange={handleOpenChange}
      onOpenAutoFocus={handleOpenAutoFocus}
      onCloseAutoFocus={handleCloseAutoFocus}
    >
      <LoginFlow firstFieldRef={firstFieldRef} />
    </Modal>
  );
}

type Step = { kind: "credentials" } | { kind: "twoFactor"; mode: TwoFactorMode };

/** The dialog's content; it unmounts when the dialog closes, so every opening starts clean. */
function LoginFlow({ firstFieldRef }: { firstFieldRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const { returnTo, closeLogin } = useAuthModal();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "credentials" });
  const [lastLogin, setLastLogin] = useState("");

  const handleSignedIn = (user: User) => {
    // Cached answers were made for a visitor (is_tracking, has_liked …): fetch them again.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
    closeLogin();
    toast(t("auth.login.welcome", { name: user.name }), "success");
    const target = afterSignIn(user, returnTo, location.pathname);
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
      <ModalTitle>{t("auth.login.title")}</ModalTitle>
      {step.kind === "twoFactor" && <p className="mt-1 font-semibold">{t("auth.twoFactor.heading")}</p>}
      <ModalDescription>{description}</ModalDescription>
      <div className="mt-4">
        {step.kind === "credentials" ? (
          <LoginForm firstFieldRef={firstFieldRef} defaultLogin={lastLogin} onSignedIn={handleSignedIn} onTwoFactor={handleTwoFactor} onLeave={closeLogin} />
        ) : (
          <TwoFactorForm mode={step.mode} onModeChange={handleModeChange} onSignedIn={handleSignedIn} onBack={handleBack} />
        )}
      </div>
    </>
  );
}

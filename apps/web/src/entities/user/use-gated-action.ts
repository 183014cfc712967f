import { useCallback } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useToast } from "../../ui/toast";
import { useMe } from "./api";
import { useAuthModal } from "./auth-modal-context";

export interface GatedActionOptions {
  /** The action also needs a verified email (rating, reacting, commenting, posting: spec section 6). */
  verified?: boolean;
}

/**
 * Runs an action only for those allowed to: a visitor gets the login modal (and stays on the page),
 * a user whose email is unverified gets the spec's message when `verified` is asked for.
 */
export function useGatedAction(): (action: () => void, options?: GatedActionOptions) => void {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const { openLogin } = useAuthModal();
  const toast = useToast();
  return useCallback(
    (action: () => void, options?: GatedActionOptions) => {
      if (!user) {
        openLogin();
        return;
      }
      if (options?.verified && !user.email_verified_at) {
        toast(t("auth.verifyRequired"), "error");
        return;
      }
      action();
    },
    [user, openLogin, toast, t],
  );
}

import { useCallback } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useNavigate } from "react-router";
import { useToast } from "../../ui/toast";
import { useLogout } from "./api";
import { messageOf } from "../../lib/form-errors";

/** Logs out, then goes to /explore with a toast; held by the header so it outlives the menus. */
export function useLogoutAction(): { logOut: () => void; loggingOut: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const logout = useLogout();
  const { mutateAsync } = logout;
  const logOut = useCallback(() => {
    mutateAsync().then(
      () => {
        void navigate("/explore");
        toast(t("userMenu.loggedOut"), "success");
      },
      (error: unknown) => toast(messageOf(error, t("errors.default")), "error"),
    );
  }, [mutateAsync, navigate, toast, t]);
  return { logOut, loggingOut: logout.isPending };
}

import { useEffect, useRef } from "react";
import { useTranslation } from "../lib/use-translation";
import { useNavigate, useSearchParams } from "react-router";
import { useMe } from "../features/auth/api";
import { useAuthModal } from "../entities/user/auth-modal-context";
import { safeReturnTo } from "../features/auth/return-to";
import { usePageTitle } from "../lib/use-page-title";
import { Loader } from "../ui/states";

/**
 * /login has no screen of its own (spec route table): it opens the login modal over /explore and
 * sends the user to ?returnTo= (a same-site path) after signing in. A signed-in user goes there at once.
 */
export function LoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t("auth.login.title"));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { openLogin } = useAuthModal();
  const me = useMe();
  const done = useRef(false);
  const returnTo = safeReturnTo(searchParams.get("returnTo"));
  const known = !me.isPending;
  const signedIn = Boolean(me.data);

  useEffect(() => {
    if (!known || done.current) return;
    done.current = true;
    if (signedIn) {
      void navigate(returnTo, { replace: true });
      return;
    }
    openLogin(returnTo === "/explore" ? undefined : returnTo);
    void navigate("/explore", { replace: true });
  }, [known, signedIn, returnTo, openLogin, navigate]);

  return <Loader />;
}

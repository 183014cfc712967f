import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { Loader, ErrorState } from "../../ui/states";
import { useMe } from "./api";
import { useAuthModal } from "../../entities/user";

/**
 * For routes that need a user: fetches the user, opens the login modal when there is none and
 * shows the page once signed in (the route stays, so the user "returns" to it).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe();
  const { openLogin, isOpen } = useAuthModal();
  const location = useLocation();
  const signedOut = me.data === null;
  useEffect(() => {
    if (signedOut && !isOpen) openLogin(location.pathname + location.search + location.hash);
  }, [signedOut, isOpen, openLogin, location.pathname, location.search, location.hash]);
  if (me.isPending) return <Loader />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return <Loader />;
  return <>{children}</>;
}

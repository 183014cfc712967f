import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

interface AuthModalState {
  /** Opens the login modal; after signing in the user goes to `returnTo` (default: stays). */
  openLogin: (returnTo?: string) => void;
  closeLogin: () => void;
  isOpen: boolean;
  returnTo: string | undefined;
}

const AuthModalContext = createContext<AuthModalState>({ openLogin: () => undefined, closeLogin: () => undefined, isOpen: false, returnTo: undefined });

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ isOpen: boolean; returnTo: string | undefined }>({ isOpen: false, returnTo: undefined });
  const openLogin = useCallback((returnTo?: string) => setState({ isOpen: true, returnTo }), []);
  const closeLogin = useCallback(() => setState({ isOpen: false, returnTo: undefined }), []);
  const value = useMemo(() => ({ ...state, openLogin, closeLogin }), [state, openLogin, closeLogin]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalState {
  return useContext(AuthModalContext);
}

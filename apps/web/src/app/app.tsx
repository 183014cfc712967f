import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AuthModalProvider } from "../entities/user/auth-modal-context";
import { ToastProvider } from "../ui/toast";
import { AppRoutes } from "./router";

/** What every page sits in, in the browser and in the server's render (ssr/entry-server.tsx). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <AuthModalProvider>{children}</AuthModalProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

export function App({ client }: { client: QueryClient }) {
  return (
    <AppProviders client={client}>
      <AppRoutes />
    </AppProviders>
  );
}

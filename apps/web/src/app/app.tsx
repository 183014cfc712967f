import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { AuthModalProvider } from "../entities/user/auth-modal-context";
import { ToastProvider } from "../ui/toast";
import { createQueryClient } from "./query-client";
import { AppRoutes } from "./router";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthModalProvider>
          <AppRoutes />
        </AuthModalProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

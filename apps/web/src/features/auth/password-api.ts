import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api";

export interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/auth/password/forgot: answers the same message whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api<{ message: string }>("/api/auth/password/forgot", { method: "POST", json: { email } }),
  });
}

/** POST /api/auth/password/reset: 422 on field `token` when the link is invalid or expired. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api<{ message: string }>("/api/auth/password/reset", { method: "POST", json: input }),
  });
}

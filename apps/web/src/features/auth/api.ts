import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "@dizilog/shared/api";
import { api } from "../../lib/api";
import { userKeys } from "../../entities/user";

export { mayHaveSession, useMe } from "../../entities/user";

export const authKeys = {
  me: userKeys.me,
  settings: ["me", "settings"] as const,
  sessions: ["me", "sessions"] as const,
  blocks: userKeys.blocks,
  profile: userKeys.profile,
};

export interface LoginInput {
  login: string;
  password: string;
  remember: boolean;
}

export type LoginResult = { data: User } | { two_factor: true };

/** Sign-in; on success the cached user is replaced, so every screen updates at once. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api<LoginResult>("/api/auth/login", { method: "POST", json: input }),
    onSuccess: (result) => {
      if ("data" in result) client.setQueryData(authKeys.me, result.data);
    },
  });
}

export function useTwoFactorLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code?: string; recovery_code?: string }) => api<{ data: User }>("/api/auth/two-factor", { method: "POST", json: input }),
    onSuccess: (result) => client.setQueryData(authKeys.me, result.data),
  });
}

export interface RegisterInput {
  name: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  country: string;
  birthday?: string;
  locale?: string;
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => api<{ data: User }>("/api/auth/register", { method: "POST", json: input }),
    onSuccess: (result) => client.setQueryData(authKeys.me, result.data),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>("/api/auth/logout", { method: "POST" }),
    onSuccess: () => {
      // Everything cached may be personal: start clean.
      client.clear();
      client.setQueryData(authKeys.me, null);
    },
  });
}

export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<{ data: User }>("/api/auth/email/verify", { method: "POST", json: { code } }),
    onSuccess: (result) => client.setQueryData(authKeys.me, result.data),
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: () => api<{ message: string }>("/api/auth/email/resend", { method: "POST" }) });
}

/** Replaces the cached user after any call that answers `{data: User}`. */
export function useUserUpdate<TInput>(call: (input: TInput) => Promise<{ data: User }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (result) => client.setQueryData(authKeys.me, result.data) });
}

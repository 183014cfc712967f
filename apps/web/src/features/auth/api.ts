import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "@dizilog/shared/api";
import { ApiError, api } from "../../lib/api";

export const authKeys = {
  me: ["me"] as const,
  settings: ["me", "settings"] as const,
  sessions: ["me", "sessions"] as const,
  blocks: ["me", "blocks"] as const,
  profile: (slug: string) => ["users", slug] as const,
};

/**
 * Whether this browser holds a session: the server sets `dz_signed_in` (readable by scripts) with the
 * session cookie and clears it with it. Without it the visitor is not asked about (`GET /api/me`
 * would answer 401, which the browser logs as an error on every page).
 */
export function mayHaveSession(): boolean {
  return typeof document !== "undefined" && /(?:^|;\s*)dz_signed_in=/.test(document.cookie);
}

/** The signed-in user, or null for a visitor (a 401 is an answer here, not an error). */
export function useMe() {
  return useQuery({
    queryKey: authKeys.me,
    queryFn: async () => {
      if (!mayHaveSession()) return null;
      try {
        return (await api<{ data: User }>("/api/me")).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    // A visitor is known at once: the header draws "Log in" from the first paint, without a placeholder.
    initialData: mayHaveSession() ? undefined : null,
    staleTime: 5 * 60_000,
  });
}

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

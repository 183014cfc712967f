import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaidPlanId, PlansResponse, Subscription } from "@dizilog/shared/api";
import { useQuery } from "../../lib/query";
import { api } from "../../lib/api";
import { userKeys } from "../../entities/user";

/*
 * The Pro calls (api-contract "Pro"): the plans, checkout and its return, and the signed-in user's
 * subscription. Billing answers are applied as the server gives them (no optimistic guess: a
 * cancelled renewal or a paid checkout is only true once the provider said so).
 */

export const proKeys = {
  plans: ["pro", "plans"] as const,
  // Under ["me"]: signing out drops it with the rest of the user's own data.
  subscription: ["me", "subscription"] as const,
};

/** GET /api/plans: the four plans, and whether this site takes payments. */
export function usePlans() {
  return useQuery({
    queryKey: proKeys.plans,
    queryFn: () => api<PlansResponse>("/api/plans"),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/me/subscription. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: proKeys.subscription,
    queryFn: () => api<{ data: Subscription }>("/api/me/subscription").then((r) => r.data),
    enabled,
  });
}

/** POST /api/subscriptions/checkout: answers the provider's hosted checkout, which the browser then opens. */
export function useCheckout() {
  return useMutation({
    mutationFn: (plan: PaidPlanId) => api<{ data: { url: string } }>("/api/subscriptions/checkout", { method: "POST", json: { plan } }).then((r) => r.data.url),
    onSuccess: (url) => window.location.assign(url),
  });
}

/**
 * POST /api/subscriptions/checkout/confirm: the return page applies the paid checkout at once (the
 * webhook may come later); the signed-in user is asked for again, so every entitlement follows.
 */
export function useConfirmCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api<{ data: Subscription }>("/api/subscriptions/checkout/confirm", { method: "POST", json: { session_id: sessionId } }).then((r) => r.data),
    onSuccess: async (subscription) => {
      client.setQueryData(proKeys.subscription, subscription);
      await client.invalidateQueries({ queryKey: userKeys.me, exact: true });
    },
  });
}

/** POST /api/me/subscription/cancel or /restore: the answer replaces the cached subscription. */
export function useSubscriptionChange(action: "cancel" | "restore") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ data: Subscription }>(`/api/me/subscription/${action}`, { method: "POST" }).then((r) => r.data),
    onSuccess: (subscription) => client.setQueryData(proKeys.subscription, subscription),
  });
}

/** POST /api/me/subscription/portal: the provider's billing page (change the card), opened at once. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => api<{ data: { url: string } }>("/api/me/subscription/portal", { method: "POST" }).then((r) => r.data.url),
    onSuccess: (url) => window.location.assign(url),
  });
}

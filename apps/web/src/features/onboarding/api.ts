import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "@dizilog/shared/api";
import { api } from "../../lib/api";
import { authKeys } from "../auth";
import { clearChoice, readChoice } from "./onboarding-store";

/**
 * Finishes onboarding (spec): the chosen shows, if any, are tracked; the stored choice is cleared;
 * the user is marked onboarded. Answers how many shows were chosen.
 */
export function useFinishOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ alreadyOnboarded }: { alreadyOnboarded: boolean }) => {
      const { shows } = readChoice();
      if (shows.length > 0) await api<{ data: { tracked: number[] } }>("/api/show/track", { method: "POST", json: { shows } });
      clearChoice();
      if (alreadyOnboarded) await client.invalidateQueries({ queryKey: authKeys.me });
      else {
        const result = await api<{ data: User }>("/api/me/onboarded", { method: "POST" });
        client.setQueryData(authKeys.me, result.data);
      }
      return { tracked: shows.length };
    },
  });
}

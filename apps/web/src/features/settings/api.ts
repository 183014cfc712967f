import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useQuery } from "../../lib/query";
import { useTranslation } from "../../lib/use-translation";
import type { BlockedUser, SessionInfo, User } from "@dizilog/shared/api";
import { api } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { authKeys } from "../auth";
import { updateMe } from "../../entities/user";
import { refreshSpoilerShields } from "../tracking";

/** GET /api/settings: every setting the user can change (notify_<kind>, email_<kind>, theme …). */
export type SettingsValues = Record<string, unknown>;

/** Settings stored on the user row too: their cached copy on the user is kept in step. */
const USER_FIELDS: Record<string, keyof User> = {
  language: "locale",
  title_pref: "title_pref",
  spoilers: "spoilers",
  time_zone: "time_zone",
  private_account: "private_account",
};

export function useSettings() {
  return useQuery({
    queryKey: authKeys.settings,
    queryFn: () => api<{ data: SettingsValues }>("/api/settings").then((r) => r.data),
  });
}

interface SettingUpdate {
  key: string;
  value: unknown;
}

/**
 * Changes one setting at once (spec: the toggle moves first; on failure it reverts). The success and
 * failure toasts carry the spec's messages.
 */
export function useUpdateSetting(options: { onSaved?: (update: SettingUpdate) => void } = {}) {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (update: SettingUpdate) => api<{ message: string }>("/api/settings/update", { method: "POST", json: update }),
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: authKeys.settings });
      const previous = client.getQueryData<SettingsValues>(authKeys.settings)?.[update.key];
      client.setQueryData<SettingsValues>(authKeys.settings, (current) => ({ ...current, [update.key]: update.value }));
      return { previous };
    },
    onError: (_error, update, context) => {
      // Only this key goes back: another toggle changed meanwhile keeps its own state.
      client.setQueryData<SettingsValues>(authKeys.settings, (current) => ({ ...current, [update.key]: context?.previous }));
      toast(t("settings.updateFailed"), "error");
    },
    onSuccess: (_result, update) => {
      const field = USER_FIELDS[update.key];
      if (field) updateMe(client, () => ({ [field]: update.value }));
      // The episodes' spoiler_shield follows this preference.
      if (update.key === "spoilers") void refreshSpoilerShields(client);
      toast(t("settings.updated"), "success");
      options.onSaved?.(update);
    },
  });
}

export function useSessions() {
  return useQuery({
    queryKey: authKeys.sessions,
    queryFn: () => api<{ data: SessionInfo[] }>("/api/me/sessions").then((r) => r.data),
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_result, id) => client.setQueryData<SessionInfo[]>(authKeys.sessions, (list) => list?.filter((s) => s.id !== id)),
  });
}

export function useBlocks() {
  return useQuery({
    queryKey: authKeys.blocks,
    queryFn: () => api<{ data: BlockedUser[] }>("/api/blocks").then((r) => r.data),
  });
}

export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/api/accounts/${id}/unblock`, { method: "POST" }),
    onSuccess: (_result, id) => client.setQueryData<BlockedUser[]>(authKeys.blocks, (list) => list?.filter((u) => u.id !== id)),
  });
}


/** GET /api/users/{slug}: a public profile (404 when it does not exist or its owner blocked the viewer). */
export function usePublicProfile(slug: string) {
  return useQuery({
    queryKey: authKeys.profile(slug),
    queryFn: () => api<{ data: User }>(`/api/users/${encodeURIComponent(slug)}`).then((r) => r.data),
  });
}

/** Replaces fields of the cached signed-in user (after a call that does not answer the user). */
export function usePatchMe() {
  const client = useQueryClient();
  return (patch: Partial<User>) => updateMe(client, () => patch);
}

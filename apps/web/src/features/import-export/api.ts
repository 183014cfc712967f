import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportCommitResponse, ImportPreviewResponse, ImportSourceName } from "@dizilog/shared/api";
import { api } from "../../lib/api";
import { engagementKeys } from "../engagement";
import { listKeys } from "../lists";
import { showKeys } from "../../entities/show";
import { refreshTracking } from "../tracking";

export interface PreviewInput {
  source: ImportSourceName;
  file: File;
}

/** POST /api/me/import/preview (multipart) — reads and matches the file; writes nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ source, file }: PreviewInput) => {
      const form = new FormData();
      form.set("source", source);
      form.set("file", file);
      // No Content-Type: the browser writes the multipart boundary itself.
      return api<ImportPreviewResponse>("/api/me/import/preview", { method: "POST", body: form });
    },
  });
}

/** POST /api/me/import/commit — writes the previewed import; then every cache showing the user's shows is stale. */
export function useCommitImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<ImportCommitResponse>("/api/me/import/commit", { method: "POST", json: { token } }),
    onSuccess: () => refreshAfterImport(client),
  });
}

/**
 * An import tracks shows, marks episodes seen, rates shows and fills lists: the tracker and the
 * user's counters, the shows' tracking state, seen marks and ratings, the lists and the profile.
 */
export function refreshAfterImport(client: QueryClient): Promise<unknown> {
  return Promise.all([
    refreshTracking(client),
    client.invalidateQueries({ queryKey: showKeys.all }),
    client.invalidateQueries({ queryKey: engagementKeys.all }),
    client.invalidateQueries({ queryKey: listKeys.all }),
    client.invalidateQueries({ queryKey: ["users"] }),
  ]);
}

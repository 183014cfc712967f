import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A query that failed is not asked again just because a component mounts (its error state
        // offers to retry): a page the server drew as "not found" hydrates as "not found".
        retryOnMount: false,
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

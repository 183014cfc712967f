import {
  type QueryClient,
  skipToken,
  useInfiniteQuery as useTanstackInfiniteQuery,
  useQueries as useTanstackQueries,
  useQuery as useTanstackQuery,
  useQueryClient,
} from "@tanstack/react-query";

/**
 * The query hooks of the whole client (a lint rule refuses TanStack's own): in a browser they are
 * TanStack Query's; in the server's render (`import.meta.env.SSR`, a constant the client build
 * drops) a query without an answer yet suspends the render until it has one, so the HTML holds
 * the page's data and the same queries, dehydrated, are not asked again by the browser.
 */
export const useQuery: typeof useTanstackQuery = ((options: Parameters<typeof useTanstackQuery>[0], client?: QueryClient) => {
  const queryClient = useQueryClient(client);
  if (import.meta.env.SSR) suspendUntilAnswered(queryClient, options, () => queryClient.prefetchQuery(options as never));
  return useTanstackQuery(options, client);
}) as typeof useTanstackQuery;

export const useInfiniteQuery: typeof useTanstackInfiniteQuery = ((options: Parameters<typeof useTanstackInfiniteQuery>[0], client?: QueryClient) => {
  const queryClient = useQueryClient(client);
  if (import.meta.env.SSR) suspendUntilAnswered(queryClient, options, () => queryClient.prefetchInfiniteQuery(options as never));
  return useTanstackInfiniteQuery(options, client);
}) as typeof useTanstackInfiniteQuery;

export const useQueries: typeof useTanstackQueries = ((options: Parameters<typeof useTanstackQueries>[0], client?: QueryClient) => {
  const queryClient = useQueryClient(client);
  if (import.meta.env.SSR) {
    const waiting = ((options as { queries: Fetchable[] }).queries).flatMap((query) => {
      try {
        suspendUntilAnswered(queryClient, query, () => queryClient.prefetchQuery(query as never));
        return [];
      } catch (fetch) {
        return [fetch as Promise<void>];
      }
    });
    if (waiting.length) throw Promise.all(waiting);
  }
  return useTanstackQueries(options, client);
}) as typeof useTanstackQueries;

interface Fetchable {
  queryKey: readonly unknown[];
  queryFn?: unknown;
  enabled?: unknown;
}

/** Throws the fetch (React waits for it) while the query has neither data nor an error. */
function suspendUntilAnswered(client: QueryClient, options: Fetchable, fetch: () => Promise<void>): void {
  if (options.enabled === false || options.queryFn === skipToken || typeof options.enabled === "function") return;
  const state = client.getQueryState(options.queryKey);
  if (state && state.status !== "pending") return;
  throw fetch();
}

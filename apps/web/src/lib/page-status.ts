import { createContext, useContext } from "react";

/** The HTTP status of the page being drawn on the server (a browser has no provider). */
export interface PageStatus {
  code: number;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/** Marks the page being drawn on the server as "not found" (404), so crawlers see a real 404. */
export function useNotFoundStatus(): void {
  const status = useContext(PageStatusContext);
  if (status) status.code = 404;
}

import { useEffect } from "react";

/** Sets the document title ("X · Dizilog") so screen readers and tabs name the page. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Dizilog` : "Dizilog";
  }, [title]);
}

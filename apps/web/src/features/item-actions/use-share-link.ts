import { useToast } from "../../ui/toast";

export interface ShareMessages {
  /** Toast after the link was copied (browsers without a share sheet). */
  copied: string;
  /** Toast when neither sharing nor copying worked. */
  failed: string;
}

/** An item's address on this site, absolute (what is shared or copied). */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).href;

/**
 * "Share" of an item's menu: the system share sheet where the browser has one, otherwise the link
 * copied to the clipboard with a toast. A dismissed share sheet is no error.
 */
export function useShareLink(): (path: string, title: string, messages: ShareMessages) => Promise<void> {
  const toast = useToast();
  return async (path, title, messages) => {
    const url = absoluteUrl(path);
    try {
      if (navigator.share) await navigator.share({ url, title });
      else {
        await navigator.clipboard.writeText(url);
        toast(messages.copied, "success");
      }
    } catch (error) {
      if ((error as Error).name !== "AbortError") toast(messages.failed, "error");
    }
  };
}

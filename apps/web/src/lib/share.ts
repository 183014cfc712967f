import { LIMITS } from "@dizilog/shared";

/** Opens a social network's share page in the spec's 575x600 popup, centred on the window. */
export function openSharePopup(shareUrl: string): void {
  const { width, height } = LIMITS.sharePopup;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(shareUrl, "dizilog-share", `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`);
  if (popup) popup.opener = null;
}

/** The X (Twitter) intent URL sharing a page of this site with a text. */
export function xShareUrl(path: string, text: string): string {
  const url = new URL(path, window.location.origin).href;
  return `https://twitter.com/intent/tweet?${new URLSearchParams({ text, url }).toString()}`;
}

import { useEffect, useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { LIMITS } from "@dizilog/shared";

/**
 * The back-to-top button: offered once the page is scrolled past `LIMITS.backToTopPx` and only while
 * the user scrolls up (heading back to the top). While they read on downwards it is away, so it never
 * sits over the text they are reading (a comment's last words on a phone).
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= LIMITS.backToTopPx) setVisible(false);
      else if (y < last) setVisible(true);
      else if (y > last) setVisible(false);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0 })}
      className="fixed bottom-24 end-4 z-30 rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-800"
    >
      <span aria-hidden="true">↑</span>
      <span className="sr-only">{t("common.backToTop")}</span>
    </button>
  );
}

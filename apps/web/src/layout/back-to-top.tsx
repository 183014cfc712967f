import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "@dizilog/shared";

export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > LIMITS.backToTopPx);
    onScroll();
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

import { useTranslation } from "../lib/use-translation";
import { useTheme } from "../features/theme/theme";

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={theme === "dark"}
      onClick={toggle}
      className="rounded-full p-2 text-lg hover:bg-zinc-100 dark:hover:bg-zinc-800"
      title={t("theme.dark")}
    >
      <span aria-hidden="true">{theme === "dark" ? "☾" : "☀"}</span>
      <span className="sr-only">{t("theme.dark")}</span>
    </button>
  );
}

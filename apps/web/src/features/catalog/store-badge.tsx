import { Trans, useTranslation } from "react-i18next";

export interface StoreBadgeProps {
  href: string;
  /** A translation with <top>caption</top><name>store name</name>, e.g. "Download on the / App Store". */
  i18nKey: string;
  icon: string;
}

/** A store download link styled as a badge, with text only (no remote image). */
export function StoreBadge({ href, i18nKey, icon }: StoreBadgeProps) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-w-52 items-center gap-3 rounded-xl bg-zinc-900 px-5 py-3 text-white shadow hover:bg-zinc-800 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
    >
      <span aria-hidden="true" className="text-3xl leading-none">
        {icon}
      </span>
      <span className="text-start leading-tight">
        <Trans
          i18nKey={i18nKey}
          t={t}
          components={{ top: <span className="block text-xs" />, name: <span className="block text-lg font-semibold" /> }}
        />
      </span>
      <span className="sr-only">{t("catalog.opensInNewTab")}</span>
    </a>
  );
}

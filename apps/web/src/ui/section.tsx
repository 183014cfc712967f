import type { ReactNode } from "react";

export interface SectionHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The heading of a settings section (the page's h1 is "Settings"). */
export function SectionHeader({ title, description }: SectionHeaderProps) {
  return (
    <div>
      <h2 className="text-xl font-bold sm:text-2xl">{title}</h2>
      {description && <div className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</div>}
    </div>
  );
}

export interface SettingsCardProps {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}

/** A card grouping related settings, with an optional h3 title. */
export function SettingsCard({ title, description, children, id }: SettingsCardProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/60">
      {title && (
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
      )}
      {description && <div className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</div>}
      <div className={title || description ? "mt-4" : undefined}>{children}</div>
    </section>
  );
}

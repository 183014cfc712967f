import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { Chevron } from "./chevron";

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  to?: string;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
}

/** "Explore › Show › Season 1": the trail to the current page, which is the last item. */
export function Breadcrumb({ items }: BreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("common.breadcrumb")} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-zinc-600 dark:text-zinc-400">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`} className="flex min-w-0 items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="rounded font-medium text-brand-700 hover:underline dark:text-brand-500">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className="truncate text-zinc-800 dark:text-zinc-200">
                  {item.label}
                </span>
              )}
              {!last && <Chevron direction="end" className="h-3 w-3" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

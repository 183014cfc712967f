import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";

/** A small way in to the import for fans arriving with their history elsewhere. */
export function ImportLink({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/settings/import-export" className={`text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500 ${className}`}>
      {t("importExport.link")}
    </Link>
  );
}

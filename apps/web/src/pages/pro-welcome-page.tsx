import { useSearchParams } from "react-router";
import { CheckoutWelcome } from "../features/pro";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";

/** /pro/welcome?session_id=… — where the provider's checkout sends a paying user back. */
export function ProWelcomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t("pro.welcome.metaTitle"));
  return (
    <div className="mx-auto max-w-2xl py-6">
      <CheckoutWelcome sessionId={params.get("session_id")} />
    </div>
  );
}

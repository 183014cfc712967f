import { useTranslation } from "../lib/use-translation";
import { ApiError } from "../lib/api";
import { useToast } from "./toast";

/** The server's message of a failed call, or the default one. */
export function useErrorToast(): (error: unknown) => void {
  const { t } = useTranslation();
  const toast = useToast();
  return (error) => toast(error instanceof ApiError ? error.message : t("errors.default"), "error");
}

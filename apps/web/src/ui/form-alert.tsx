import type { ReactNode } from "react";

export interface FormAlertProps {
  kind?: "error" | "success";
  children: ReactNode;
}

/** A message about the whole form: errors are announced at once (role alert), successes politely. */
export function FormAlert({ kind = "error", children }: FormAlertProps) {
  const style =
    kind === "error"
      ? "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
      : "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100";
  return (
    <div role={kind === "error" ? "alert" : "status"} className={`rounded-md border px-3 py-2 text-sm ${style}`}>
      {children}
    </div>
  );
}

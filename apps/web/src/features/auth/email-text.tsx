import type { ReactNode } from "react";

/** An email address inside a sentence: emphasised, and kept left to right in Arabic or Persian text. */
export function EmailText({ children }: { children?: ReactNode }) {
  return (
    <bdi dir="ltr" className="break-all font-medium text-zinc-900 dark:text-zinc-100">
      {children}
    </bdi>
  );
}

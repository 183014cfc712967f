import { type ReactNode, useEffect, useRef } from "react";

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** success and error cards show an icon and take the focus, so the change is announced. */
  tone?: "default" | "success" | "error";
  children?: ReactNode;
}

const ICON = {
  success: { sign: "✓", className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200" },
  error: { sign: "!", className: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200" },
} as const;

/** The centred card of the account pages (register, verify, forgot and reset password). */
export function AuthCard({ title, intro, tone = "default", children }: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (tone !== "default") headingRef.current?.focus();
  }, [tone, title]);
  const icon = tone === "default" ? null : ICON[tone];
  return (
    <div className="mx-auto w-full max-w-lg">
      <div className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
        {icon && (
          <span aria-hidden="true" className={`mb-4 flex h-12 w-12 items-center justify-center rounded-full text-2xl font-bold ${icon.className}`}>
            {icon.sign}
          </span>
        )}
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
          {title}
        </h1>
        {intro && <div className="mt-2 text-zinc-600 dark:text-zinc-400">{intro}</div>}
        {children && <div className="mt-6">{children}</div>}
      </div>
    </div>
  );
}

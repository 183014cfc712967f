import * as ToastPrimitive from "@radix-ui/react-toast";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "@dizilog/shared";

type ToastKind = "success" | "error" | "info";
interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

const ToastContext = createContext<(message: string, kind?: ToastKind) => void>(() => undefined);

/** Toasts of the spec: 3000 ms, announced to screen readers, dismissible. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const { t } = useTranslation();
  const show = useCallback((message: string, kind: ToastKind = "info") => {
    setItems((list) => [...list, { id: Date.now() + Math.random(), kind, message }]);
  }, []);
  const remove = (id: number) => setItems((list) => list.filter((i) => i.id !== id));
  const colors: Record<ToastKind, string> = {
    success: "border-emerald-500",
    error: "border-red-500",
    info: "border-zinc-400",
  };
  return (
    <ToastContext.Provider value={useMemo(() => show, [show])}>
      <ToastPrimitive.Provider duration={LIMITS.toastMs} label={t("toast.label")}>
        {children}
        {items.map((item) => (
          <ToastPrimitive.Root
            key={item.id}
            type={item.kind === "error" ? "foreground" : "background"}
            onOpenChange={(open) => !open && remove(item.id)}
            className={`flex items-start gap-3 rounded-lg border-s-4 bg-white p-4 shadow-lg dark:bg-zinc-800 ${colors[item.kind]}`}
          >
            <ToastPrimitive.Description className="flex-1 text-sm">{item.message}</ToastPrimitive.Description>
            <ToastPrimitive.Close className="text-zinc-500 hover:text-zinc-900 dark:hover:text-white" aria-label={t("common.close")}>
              ×
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="fixed bottom-4 end-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}

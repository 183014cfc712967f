import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { LIMITS } from "@dizilog/shared";

type ToastKind = "success" | "error" | "info";
/** A button in the toast (such as "Undo"): pressing it runs `onAction` and closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}
interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

const ToastContext = createContext<(message: string, kind?: ToastKind, action?: ToastAction) => void>(() => undefined);
const BORDER: Record<ToastKind, string> = { success: "border-emerald-500", error: "border-red-500", info: "border-zinc-400" };

/**
 * Toasts of the spec: shown for 3000 ms (paused while hovered or focused), announced by a live
 * region (assertive for errors), dismissible by button. Own code rather than a Radix primitive:
 * it is small and keeps the first page's JavaScript inside its budget.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const show = useCallback((message: string, kind: ToastKind = "info", action?: ToastAction) => {
    setItems((list) => [...list, { id: nextId.current++, kind, message, action }]);
  }, []);
  const remove = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="pointer-events-none fixed bottom-4 end-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
        <div aria-live="polite" className="flex flex-col gap-2">
          {items.filter((i) => i.kind !== "error").map((item) => <Toast key={item.id} item={item} onDone={remove} />)}
        </div>
        <div aria-live="assertive" className="flex flex-col gap-2">
          {items.filter((i) => i.kind === "error").map((item) => <Toast key={item.id} item={item} onDone={remove} />)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ item, onDone }: { item: ToastItem; onDone: (id: number) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDone(item.id), LIMITS.toastMs);
    return () => clearTimeout(timer);
  }, [paused, item.id, onDone]);
  return (
    <div
      role={item.kind === "error" ? "alert" : "status"}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-s-4 bg-white p-4 shadow-lg dark:bg-zinc-800 ${BORDER[item.kind]}`}
    >
      <p className="flex-1 text-sm">{item.message}</p>
      {item.action && (
        <button
          type="button"
          onClick={() => {
            onDone(item.id);
            item.action?.onAction();
          }}
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500"
        >
          {item.action.label}
        </button>
      )}
      <button type="button" onClick={() => onDone(item.id)} className="text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white" aria-label={t("common.close")}>
        ×
      </button>
    </div>
  );
}

export function useToast() {
  return useContext(ToastContext);
}

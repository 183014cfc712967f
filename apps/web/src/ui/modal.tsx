import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name. Left out only when the content renders its own ModalTitle (a flow whose steps change it). */
  title?: string;
  /** Read with the title; when left out the title is repeated for screen readers (Radix wants a description). */
  description?: ReactNode;
  /**
   * Close rules. true (default): Escape, a click on the backdrop and the × close it. false: only the
   * content's own buttons do (a form that must not be lost by a stray click).
   */
  dismissible?: boolean;
  /** Radix focus hooks, for a dialog that chooses where the focus goes when it opens or closes. */
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** `md` (default): a form of a few fields; `lg`: an editor (the write-review modal). */
  size?: "md" | "lg";
  children: ReactNode;
}

/**
 * The modal dialog of the kit (Radix Dialog): focus kept inside, returned on close, the page behind
 * inert; the backdrop scrolls when the content is taller than the screen.
 */
export function Modal({ open, onOpenChange, title, description, dismissible = true, onOpenAutoFocus, onCloseAutoFocus, size = "md", children }: ModalProps) {
  const { t } = useTranslation();
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/50 p-4 backdrop-blur-sm">
          <Dialog.Content
            onOpenAutoFocus={onOpenAutoFocus}
            onCloseAutoFocus={onCloseAutoFocus}
            onPointerDownOutside={preventUnlessDismissible}
            onInteractOutside={preventUnlessDismissible}
            onEscapeKeyDown={preventUnlessDismissible}
            className={`relative w-full ${size === "lg" ? "max-w-2xl" : "max-w-md"} rounded-xl bg-white p-5 text-zinc-900 shadow-xl outline-none ring-1 ring-zinc-900/5 sm:p-6 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-zinc-700`}
          >
            {title !== undefined && <ModalTitle>{title}</ModalTitle>}
            {title !== undefined &&
              (description ? <ModalDescription>{description}</ModalDescription> : <Dialog.Description className="sr-only">{title}</Dialog.Description>)}
            {title !== undefined ? <div className="mt-4">{children}</div> : children}
            {dismissible && (
              <Dialog.Close
                className="absolute end-3 top-3 flex h-9 w-9 items-center justify-center rounded-full text-xl text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
                aria-label={t("common.close")}
              >
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's name, for content that renders its own heading (see Modal's `title`). */
export function ModalTitle({ children }: { children: ReactNode }) {
  return <Dialog.Title className="pe-10 text-lg font-semibold">{children}</Dialog.Title>;
}

/** The dialog's description, for content that renders its own heading. */
export function ModalDescription({ children }: { children: ReactNode }) {
  return <Dialog.Description className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{children}</Dialog.Description>;
}

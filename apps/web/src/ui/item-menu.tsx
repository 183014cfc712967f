import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "../lib/use-translation";

const ITEM =
  "flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";

export interface ItemMenuEntry {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Destructive (delete): shown in red. */
  danger?: boolean;
}

export interface ItemMenuProps {
  /** What the trigger says to screen readers ("More actions for Ayşe's comment"). */
  label: string;
  /** The entries in order; `false` leaves one out (an entry the item's abilities do not allow). */
  entries: (ItemMenuEntry | false)[];
}

/**
 * The "⋯" menu of an item (comment, review, post): a round trigger and a list of entries, with
 * Radix's keyboard handling and the page's reading direction. Dialogs an entry opens live beside it.
 */
export function ItemMenu({ label, entries }: ItemMenuProps) {
  const { i18n } = useTranslation();
  return (
    <DropdownMenu.Root dir={i18n.dir()} modal={false}>
      <DropdownMenu.Trigger className="flex h-9 w-9 items-center justify-center rounded-full text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 data-[state=open]:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white dark:data-[state=open]:bg-zinc-800">
        <span aria-hidden="true" className="text-lg leading-none">
          ⋯
        </span>
        <span className="sr-only">{label}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-40 min-w-44 rounded-lg border border-zinc-200 bg-white p-1 text-zinc-900 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        >
          {entries.map(
            (entry) =>
              entry && (
                <DropdownMenu.Item
                  key={entry.label}
                  className={entry.danger ? `${ITEM} text-red-700 dark:text-red-400` : ITEM}
                  disabled={entry.disabled ?? false}
                  onSelect={entry.onSelect}
                >
                  {entry.label}
                </DropdownMenu.Item>
              ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

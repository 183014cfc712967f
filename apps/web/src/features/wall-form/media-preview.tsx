import { useTranslation } from "../../lib/use-translation";
import type { Media } from "./form-state";

export interface MediaPreviewProps {
  media: Media;
  onRemoveImage: (key: string, index: number) => void;
  onRemoveGif: () => void;
  onRemoveEmbed: () => void;
}

/** Grid layouts for 1 to 4 images: one wide, two side by side, one tall beside two, or two by two. */
const GRID: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-2 grid-rows-2 [&>li:first-child]:row-span-2",
  4: "grid-cols-2 grid-rows-2",
};

const REMOVE_BUTTON =
  "absolute end-1.5 top-1.5 grid h-8 w-8 place-items-center rounded-full bg-black/70 text-lg leading-none text-white hover:bg-black/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** What the post will carry: the chosen images, the GIF or the link's preview card, each removable. */
export function MediaPreview({ media, onRemoveImage, onRemoveGif, onRemoveEmbed }: MediaPreviewProps) {
  const { t } = useTranslation();
  switch (media.kind) {
    case "none":
      return null;
    case "images": {
      const count = media.images.length;
      return (
        <ul aria-label={t("wallForm.media.imagesLabel", { count })} className={`grid aspect-[16/9] w-full gap-1 overflow-hidden rounded-lg ${GRID[count] ?? GRID[4]}`}>
          {media.images.map((image, index) => (
            <li key={image.key} className="relative min-h-0">
              <img src={image.preview} alt={t("wallForm.media.image", { number: index + 1 })} className="h-full w-full object-cover" />
              <button type="button" onClick={() => onRemoveImage(image.key, index)} aria-label={t("wallForm.media.removeImage", { number: index + 1 })} className={REMOVE_BUTTON}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      );
    }
    case "gif":
      return (
        <div className="relative inline-block">
          <img src={media.gif.preview_url} alt={t("wallForm.media.gifPreview")} className="max-h-48 w-auto rounded-lg" />
          <button type="button" onClick={onRemoveGif} aria-label={t("wallForm.media.removeGif")} className={REMOVE_BUTTON}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      );
    case "embed": {
      const { embed } = media;
      const host = hostOf(embed.url);
      return (
        <section aria-label={t("wallForm.media.embedLabel")} className="relative flex overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900/60">
          {embed.image && <img src={embed.image} alt="" className="h-24 w-24 shrink-0 object-cover sm:h-28 sm:w-40" />}
          <div className="min-w-0 flex-1 p-3 pe-12">
            <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">{embed.site.name ?? host}</p>
            <p dir="auto" className="line-clamp-2 text-sm font-semibold">
              {embed.title ?? embed.url}
            </p>
            {embed.description && (
              <p dir="auto" className="mt-1 line-clamp-2 text-sm text-zinc-700 dark:text-zinc-300">
                {embed.description}
              </p>
            )}
          </div>
          <button type="button" onClick={onRemoveEmbed} aria-label={t("wallForm.media.removeEmbed")} className={REMOVE_BUTTON}>
            <span aria-hidden="true">×</span>
          </button>
        </section>
      );
    }
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

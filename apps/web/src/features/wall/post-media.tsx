import { useState } from "react";
import { useDataSaver } from "../../lib/data-saver";
import { useTranslation } from "../../lib/use-translation";
import type { Embed, Post } from "@dizilog/shared/api";

const GRID: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-2 grid-rows-2 [&>*:first-child]:row-span-2",
  4: "grid-cols-2 grid-rows-2",
};

/** A post's pictures: 1 to 4 in the grid layout of their number (product-spec section 9). */
export function PostImages({ post }: { post: Post }) {
  const { t } = useTranslation();
  const images = post.images.data;
  if (images.length === 0) return null;
  const single = images.length === 1 ? images[0]! : null;
  return (
    <div className={`grid gap-1 overflow-hidden rounded-xl ${GRID[Math.min(images.length, 4)]} ${images.length > 1 ? "aspect-video" : ""}`}>
      {images.map((image, index) => (
        <img
          key={image.id}
          src={image.url}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          alt={t("wall.media.image", { index: index + 1, count: images.length, name: post.user.name })}
          className={`h-full min-h-0 w-full bg-zinc-100 object-cover dark:bg-zinc-800 ${single ? "max-h-[28rem]" : ""}`}
          style={single ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}
        />
      ))}
    </div>
  );
}

/** A post's GIF, in its own proportions. */
export function PostGif({ post }: { post: Post }) {
  const { t } = useTranslation();
  if (!post.gif) return null;
  const { url, width, height } = post.gif;
  return (
    <img
      src={url}
      width={width}
      height={height}
      loading="lazy"
      alt={t("wall.media.gif", { name: post.user.name })}
      className="h-auto max-h-80 rounded-xl bg-zinc-100 dark:bg-zinc-800"
      style={{ width: `min(100%, ${width}px)`, aspectRatio: `${width} / ${height}` }}
    />
  );
}

/**
 * A link's card (image, title, description, site name) or, for a video link from a whitelisted
 * host, its player in a sandboxed, lazily loaded frame.
 */
export function EmbedCard({ embed }: { embed: Embed }) {
  const { t } = useTranslation();
  const saving = useDataSaver();
  const [playerWanted, setPlayerWanted] = useState(false);
  const site = embed.site.name ?? hostOf(embed.url);
  // The data saver (decision 0050): the player's frame loads only when asked for.
  if (embed.kind === "video" && embed.video && saving && !playerWanted) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-zinc-200 p-3 dark:border-zinc-700">
        <button type="button" onClick={() => setPlayerWanted(true)} className="rounded-md bg-zinc-900 px-3 py-2 text-sm font-semibold text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-zinc-300">
          {t("discover.dataSaver.loadVideo", { site })}
        </button>
        {embed.title && (
          <a href={embed.url} target="_blank" rel="noopener noreferrer nofollow ugc" className="text-sm font-semibold hover:underline">
            <bdi>{embed.title}</bdi>
          </a>
        )}
      </div>
    );
  }
  if (embed.kind === "video" && embed.video) {
    return (
      <div className="overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-700">
        <iframe
          src={embed.video}
          title={embed.title ?? t("wall.media.video", { site })}
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="encrypted-media; picture-in-picture; fullscreen"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video w-full bg-black"
        />
        {embed.title && (
          <a href={embed.url} target="_blank" rel="noopener noreferrer nofollow ugc" className="block px-3 py-2 text-sm font-semibold hover:underline">
            <bdi>{embed.title}</bdi>
          </a>
        )}
      </div>
    );
  }
  return (
    <a
      href={embed.url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="flex overflow-hidden rounded-xl border border-zinc-200 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800/60"
    >
      {embed.image && <img src={embed.image} alt="" loading="lazy" className="w-28 shrink-0 bg-zinc-100 object-cover sm:w-40 dark:bg-zinc-800" />}
      <span className="min-w-0 flex-1 space-y-1 p-3">
        <span className="block text-xs uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
          <bdi>{site}</bdi>
        </span>
        <span dir="auto" className="block font-semibold">
          {embed.title ?? embed.url}
        </span>
        {embed.description && (
          <span dir="auto" className="line-clamp-2 block text-sm text-zinc-700 dark:text-zinc-300">
            {embed.description}
          </span>
        )}
      </span>
    </a>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

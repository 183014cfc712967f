import type { CSSProperties } from "react";
import { readableAccent } from "@dizilog/shared/accent";

/**
 * A profile's accent as CSS variables for its container (decision 0054): the brand colours the kit's
 * classes read are replaced inside it, so its name, links and primary buttons take the accent. The
 * light theme's text and every primary button (white text) read `--color-brand-700`, the readable
 * variant on white; the dark theme's text reads `--color-brand-500`, the variant readable on zinc-900.
 * The focus ring (`--color-brand-600`) keeps the site's colour. Undefined without an accent.
 */
export function accentStyle(color: string | null | undefined): CSSProperties | undefined {
  if (!color) return undefined;
  const { light, dark } = readableAccent(color);
  return {
    "--color-brand-700": light,
    "--color-brand-800": `color-mix(in srgb, ${light} 80%, black)`,
    "--color-brand-500": dark,
  } as CSSProperties;
}

/** The 640 px size of a cover URL (`…/1500.webp`), for the banner's srcset. */
export function coverSrcSet(url: string): string {
  return `${url.replace(/\/1500\.webp$/, "/640.webp")} 640w, ${url} 1500w`;
}

import type { Embed } from "@dizilog/shared/api";
import type { LinkPreview } from "../integrations/embeds/link-previewer.js";

/** A link's card (api-contract `Embed`), field by field. */
export function presentEmbed(preview: LinkPreview): Embed {
  return {
    kind: preview.kind,
    url: preview.url,
    title: preview.title,
    description: preview.description,
    site: { name: preview.siteName },
    image: preview.image,
    video: preview.video,
  };
}

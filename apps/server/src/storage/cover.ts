import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { COVER_FORMATS, CUSTOMIZATION_LIMITS, CUSTOMIZATION_MESSAGES } from "@dizilog/shared/api";
import { IMAGE_MAX_PIXELS } from "./image-pipeline.js";
import type { UserImageKind } from "./user-images.js";

/**
 * A profile's cover (decision 0054): PNG, JPEG or WebP by content, at most 2,000,000 bytes, at least
 * 1000 px wide upright, within the site's pixel limit (4096 × 4096: a decompression bomb is refused
 * from its header), cropped to a 3:1 banner and stored at 640 and 1500 px wide.
 */
export const COVER_IMAGE: UserImageKind = {
  folder: "covers",
  rules: {
    field: "file",
    maxBytes: CUSTOMIZATION_LIMITS.coverMaxBytes,
    maxPixels: IMAGE_MAX_PIXELS,
    minWidth: CUSTOMIZATION_LIMITS.coverMinWidth,
    formats: COVER_FORMATS,
    messages: {
      size: ACCOUNT_MESSAGES.uploadSize,
      type: CUSTOMIZATION_MESSAGES.coverType,
      pixels: ACCOUNT_MESSAGES.uploadDimensions,
      width: CUSTOMIZATION_MESSAGES.coverWidth,
    },
  },
  aspect: CUSTOMIZATION_LIMITS.coverAspect,
  widths: CUSTOMIZATION_LIMITS.coverWidths,
};

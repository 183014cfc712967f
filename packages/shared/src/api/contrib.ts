import { z } from "zod";
import { ACCOUNT_MESSAGES } from "../messages.js";
import { cursorPage, idSchema } from "./common.js";
import { userSummarySchema } from "./accounts.js";

/**
 * Contributors and the media moderators add (decision 0049): the join requests of fans who ask to
 * help keep a show's page, a show's soundtrack, its clips and its episodes' images.
 */

/** What a fan offers to help with (the join modal's choices). */
export const CONTRIBUTION_AREAS = ["episodes", "music", "clips", "images", "watch"] as const;
export type ContributionArea = (typeof CONTRIBUTION_AREAS)[number];

export const CONTRIBUTOR_REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
export type ContributorRequestStatus = (typeof CONTRIBUTOR_REQUEST_STATUSES)[number];

export const CONTRIB_LIMITS = {
  noteMax: 500,
  titleMax: 200,
  artistMax: 200,
  captionMax: 200,
  urlMax: 2000,
  /** An episode image's bytes (the comment images' limit) and its narrowest width. */
  imageMaxBytes: 2_000_000,
  imageMinWidth: 320,
  /** The most tracks, clips or images one show (or episode) holds: a page lists them all. */
  perShowMax: 200,
} as const;

export const CONTRIB_MESSAGES = {
  areasRequired: "Choose at least one thing you can help with.",
  areaInvalid: "The selected area is invalid.",
  noteMax: `The note may not be greater than ${CONTRIB_LIMITS.noteMax} characters.`,
  requestPending: "You have already asked to help with this show. Staff will answer soon.",
  alreadyModerator: "You already help keep this show's page.",
  requestSettled: "This request has already been answered.",
  statusInvalid: "The selected status is invalid.",
  titleRequired: "The title is required.",
  titleMax: `The title may not be greater than ${CONTRIB_LIMITS.titleMax} characters.`,
  artistRequired: "The artist is required.",
  artistMax: `The artist may not be greater than ${CONTRIB_LIMITS.artistMax} characters.`,
  captionMax: `The caption may not be greater than ${CONTRIB_LIMITS.captionMax} characters.`,
  videoUrlInvalid: "Use a link to a video on YouTube, Vimeo, Dailymotion or TikTok.",
  episodeInvalid: "The selected episode is not an episode of this show.",
  imageRequired: "Choose an image to upload.",
  /** The upload messages are the avatar's: one wording for every image the site takes. */
  imageSize: ACCOUNT_MESSAGES.uploadSize,
  imageType: ACCOUNT_MESSAGES.uploadType,
  imagePixels: ACCOUNT_MESSAGES.uploadDimensions,
  imageWidth: `The image must be at least ${CONTRIB_LIMITS.imageMinWidth} pixels wide.`,
  mediaFull: `This show already has ${CONTRIB_LIMITS.perShowMax} of these. Remove one first.`,
} as const;

const boundedText = (max: number, tooLong: string, required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .trim()
    .min(required ? 1 : 0, required)
    .max(max, tooLong);

/** `POST /api/shows/{id}/contributor-requests` */
export const contributorRequestBodySchema = z.object({
  areas: z
    .array(z.enum(CONTRIBUTION_AREAS, { error: CONTRIB_MESSAGES.areaInvalid }), { error: CONTRIB_MESSAGES.areasRequired })
    .min(1, CONTRIB_MESSAGES.areasRequired)
    .max(CONTRIBUTION_AREAS.length, CONTRIB_MESSAGES.areaInvalid),
  note: boundedText(CONTRIB_LIMITS.noteMax, CONTRIB_MESSAGES.noteMax).optional(),
});
export type ContributorRequestBody = z.infer<typeof contributorRequestBodySchema>;

export const contribShowParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const contribIdParamsSchema = z.object({ id: idSchema() });

export const contribShowSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), url: z.string() }).meta({ id: "ContribShow" });

export const contributorRequestSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(CONTRIBUTOR_REQUEST_STATUSES),
    areas: z.array(z.enum(CONTRIBUTION_AREAS)),
    note: z.string().nullable(),
    created: z.string(),
    decided_at: z.string().nullable(),
    show: contribShowSchema,
    user: userSummarySchema,
  })
  .meta({ id: "ContributorRequest" });
export type ContributorRequest = z.infer<typeof contributorRequestSchema>;

/** The viewer's own standing with a show: what the join modal shows. */
export const myContributionSchema = z
  .object({
    /** Staff, or one of the show's moderators: they keep the page already. */
    moderator: z.boolean(),
    request: contributorRequestSchema.nullable(),
  })
  .meta({ id: "MyContribution" });
export type MyContribution = z.infer<typeof myContributionSchema>;

/** `GET /api/admin/contributor-requests` */
export const contributorRequestsQuerySchema = z.object({
  status: z.enum(CONTRIBUTOR_REQUEST_STATUSES, { error: CONTRIB_MESSAGES.statusInvalid }).default("pending"),
  cursor: z.string().max(200).optional(),
});
export const contributorRequestsPageSchema = cursorPage(contributorRequestSchema);

const episodeRefSchema = z
  .object({ id: z.number().int(), season: z.number().int(), number: z.number().int(), url: z.string() })
  .meta({ id: "MediaEpisode" });

const mediaCommon = {
  id: z.number().int(),
  episode: episodeRefSchema.nullable(),
  /** Demo rows seeded with the catalog, shown with a "sample data" mark. */
  sample: z.boolean(),
  created: z.string(),
  added_by: userSummarySchema.nullable(),
  abilities: z.object({ delete: z.boolean() }),
};

export const musicTrackSchema = z
  .object({
    ...mediaCommon,
    title: z.string(),
    artist: z.string(),
    /** The link as given, and the player address built from it (a whitelisted host), or null. */
    link: z.string().nullable(),
    player_url: z.string().nullable(),
  })
  .meta({ id: "MusicTrack" });
export type MusicTrack = z.infer<typeof musicTrackSchema>;

export const clipSchema = z
  .object({ ...mediaCommon, title: z.string(), url: z.string(), player_url: z.string() })
  .meta({ id: "Clip" });
export type Clip = z.infer<typeof clipSchema>;

export const episodeImageSchema = z
  .object({ ...mediaCommon, caption: z.string().nullable(), url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: "EpisodeImage" });
export type EpisodeImage = z.infer<typeof episodeImageSchema>;

/** A media list's `meta`: whether the viewer may add to it (staff, the show's moderators). */
export const mediaMetaSchema = z.object({ can_add: z.boolean() });
export const musicListSchema = z.object({ data: z.array(musicTrackSchema), meta: mediaMetaSchema });
export const clipListSchema = z.object({ data: z.array(clipSchema), meta: mediaMetaSchema });
export const episodeImageListSchema = z.object({ data: z.array(episodeImageSchema), meta: mediaMetaSchema });

export const mediaListQuerySchema = z.object({ episode_id: idSchema(CONTRIB_MESSAGES.episodeInvalid).optional() });

const optionalEpisode = z
  .union([idSchema(CONTRIB_MESSAGES.episodeInvalid), z.null(), z.literal("").transform(() => null)])
  .optional();

/** `POST /api/shows/{id}/music` */
export const musicBodySchema = z.object({
  title: boundedText(CONTRIB_LIMITS.titleMax, CONTRIB_MESSAGES.titleMax, CONTRIB_MESSAGES.titleRequired),
  artist: boundedText(CONTRIB_LIMITS.artistMax, CONTRIB_MESSAGES.artistMax, CONTRIB_MESSAGES.artistRequired),
  link: z
    .union([z.string().trim().max(CONTRIB_LIMITS.urlMax, CONTRIB_MESSAGES.videoUrlInvalid), z.null()])
    .optional(),
  episode_id: optionalEpisode,
});
export type MusicBody = z.infer<typeof musicBodySchema>;

/** `POST /api/shows/{id}/clips` */
export const clipBodySchema = z.object({
  title: boundedText(CONTRIB_LIMITS.titleMax, CONTRIB_MESSAGES.titleMax, CONTRIB_MESSAGES.titleRequired),
  url: z.string({ error: CONTRIB_MESSAGES.videoUrlInvalid }).trim().min(1, CONTRIB_MESSAGES.videoUrlInvalid).max(CONTRIB_LIMITS.urlMax, CONTRIB_MESSAGES.videoUrlInvalid),
  episode_id: optionalEpisode,
});
export type ClipBody = z.infer<typeof clipBodySchema>;

/** `POST /api/episodes/{id}/images`: multipart `image` and an optional `caption`. */
export const episodeImageFieldsSchema = z.object({
  caption: boundedText(CONTRIB_LIMITS.captionMax, CONTRIB_MESSAGES.captionMax).optional(),
});

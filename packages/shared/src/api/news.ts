import { z } from "zod";
import { MESSAGES } from "../messages.js";
import { showRefSchema } from "./catalog.js";
import { INT4_MAX, cursorMetaSchema, idSchema } from "./common.js";

const required = MESSAGES.requiredField;

/** The languages an article is written in: the site's interface languages (decision 0047). */
export const NEWS_LANGUAGES = ["en", "tr", "ar", "fa", "de", "es", "fr", "it", "pt", "pt-br", "ru", "sq"] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

/** Limits of news articles (api-contract "TV data": title ≤ 200; the rest decision 0047). */
export const NEWS_LIMITS = {
  titleMax: 200,
  bodyMax: 50_000,
  showsMax: 20,
  perPage: 10,
  perPageMax: 50,
  /** The cover: the comment image rules (png, jpeg, gif or webp, ≤ 2,000,000 bytes, ≥ 500 px wide). */
  coverMaxBytes: 2_000_000,
} as const;

export const NEWS_MESSAGES = {
  titleMax: "The title may not be greater than 200 characters.",
  bodyMax: "The body may not be greater than 50,000 characters.",
  languageInvalid: "The selected language is invalid.",
  tooManyShows: "An article may link at most 20 shows.",
  showInvalid: "The selected show is invalid.",
  removeCoverBoolean: "The remove cover field must be true or false.",
} as const;

const coverSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).meta({ id: "NewsCover" });

export const newsArticleSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    body: z.string(),
    html: z.string(),
    /** The first words as plain text (cards, page descriptions). */
    summary: z.string(),
    cover: coverSchema.nullable(),
    language: z.enum(NEWS_LANGUAGES),
    shows: z.object({ data: z.array(showRefSchema) }),
    published_at: z.string(),
    updated_at: z.string(),
    url: z.string(),
    comments_count: z.number().int(),
    /** A demo catalog article: the pages label it "sample". */
    sample: z.boolean(),
  })
  .meta({ id: "NewsArticle" });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsArticleResponseSchema = z.object({ data: newsArticleSchema });
export const newsPageSchema = z.object({ data: z.array(newsArticleSchema), meta: cursorMetaSchema });
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NEWS_LIMITS.perPageMax).default(NEWS_LIMITS.perPage),
  language: z.enum(NEWS_LANGUAGES, { error: NEWS_MESSAGES.languageInvalid }).optional(),
  show_id: idSchema(NEWS_MESSAGES.showInvalid).optional(),
});

export const newsSlugParams = z.object({ slug: z.string().min(1).max(240) });
export const newsIdParams = z.object({ id: idSchema() });

/** `show_ids`: a JSON array, or in a form a comma list (`1,2`) — a form field sent twice keeps its last value. */
const showIdsField = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: NEWS_MESSAGES.showInvalid })
  .transform((v) =>
    (Array.isArray(v) ? v.map(String) : v.split(","))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[1-9]\d{0,9}$/, NEWS_MESSAGES.showInvalid).transform(Number).pipe(z.number().max(INT4_MAX, NEWS_MESSAGES.showInvalid))))
  .refine((ids) => ids.length <= NEWS_LIMITS.showsMax, NEWS_MESSAGES.tooManyShows)
  .transform((ids) => [...new Set(ids)]);

const titleField = z.string({ error: required }).trim().min(1, required).max(NEWS_LIMITS.titleMax, NEWS_MESSAGES.titleMax);
const bodyField = z.string({ error: required }).refine((v) => v.trim().length > 0, required).refine((v) => v.length <= NEWS_LIMITS.bodyMax, NEWS_MESSAGES.bodyMax);
const languageField = z.enum(NEWS_LANGUAGES, { error: (issue) => (issue.input === undefined ? required : NEWS_MESSAGES.languageInvalid) });
const booleanField = z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")], { error: NEWS_MESSAGES.removeCoverBoolean });

/** POST /api/admin/news: JSON, or a multipart form with the `cover` file. */
export const newsCreateFieldsSchema = z.object({
  title: titleField,
  body: bodyField,
  language: languageField,
  show_ids: showIdsField.optional(),
});
export type NewsCreateFields = z.infer<typeof newsCreateFieldsSchema>;

/** PATCH /api/admin/news/{id}: any of the fields; `remove_cover` drops the cover (a new `cover` file replaces it). */
export const newsUpdateFieldsSchema = z.object({
  title: titleField.optional(),
  body: bodyField.optional(),
  language: languageField.optional(),
  show_ids: showIdsField.optional(),
  remove_cover: booleanField.optional(),
});
export type NewsUpdateFields = z.infer<typeof newsUpdateFieldsSchema>;

/** POST /api/admin/news/preview: the editor's preview, rendered by the same renderer as the article. */
export const newsPreviewBodySchema = z.object({ body: z.string({ error: required }).max(NEWS_LIMITS.bodyMax, NEWS_MESSAGES.bodyMax) });
export const newsPreviewResponseSchema = z.object({ data: z.object({ html: z.string() }) });

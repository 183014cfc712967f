import { Link } from "react-router";
import type { NewsArticle } from "@dizilog/shared/api";
import { useLocaleTag } from "../../lib/format";
import { dateTimeFormat } from "../../lib/intl";
import { useTranslation } from "../../lib/use-translation";
import { NEWS_LANGUAGE_NAMES } from "./api";

/** A published day, written the same on the server and in the browser (the site's zone). */
export function PublishedDate({ at }: { at: string }) {
  const tag = useLocaleTag();
  return <time dateTime={at}>{dateTimeFormat(tag, { dateStyle: "medium", timeZone: "Europe/Istanbul" }).format(new Date(at))}</time>;
}

/** The label of a demo catalog article: it is sample data, not news. */
export function SampleBadge() {
  const { t } = useTranslation();
  return (
    <span
      title={t("news.sampleHint")}
      className="inline-flex items-center rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-500/60 dark:bg-amber-950/60 dark:text-amber-200"
    >
      {t("news.sample")}
      <span className="sr-only">: {t("news.sampleHint")}</span>
    </span>
  );
}

/** An article in a list: cover, title (its link), date, language, summary. */
export function NewsCard({ article, headingLevel = 2, compact = false }: { article: NewsArticle; headingLevel?: 2 | 3; compact?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60">
      {article.cover && !compact && (
        <img src={article.cover.url} alt="" width={article.cover.width} height={article.cover.height} loading="lazy" className="aspect-[16/9] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
          <PublishedDate at={article.published_at} />
          <span aria-hidden="true">·</span>
          <span lang={article.language}>{NEWS_LANGUAGE_NAMES[article.language]}</span>
          {article.sample && <SampleBadge />}
        </div>
        <Heading className="text-lg font-bold leading-snug" lang={article.language}>
          <Link to={article.url} className="hover:underline focus-visible:underline">
            {article.title}
          </Link>
        </Heading>
        {!compact && (
          <p className="line-clamp-3 text-sm text-zinc-700 dark:text-zinc-300" lang={article.language}>
            {article.summary}
          </p>
        )}
      </div>
    </article>
  );
}

export function NewsCardsSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("news.loading")} className="grid gap-4 sm:grid-cols-2">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-40 animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800" />
      ))}
    </div>
  );
}

/**
 * The article's HTML, rendered and sanitized by the server when it was written (markdown-it without
 * raw HTML, then sanitize-html's allow-list): safe to insert as it is.
 */
export function ArticleHtml({ html, language }: { html: string; language: string }) {
  return (
    <div
      lang={language}
      className="space-y-4 break-words text-base leading-7 text-zinc-800 dark:text-zinc-200 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-500 [&_blockquote]:border-s-4 [&_blockquote]:border-zinc-300 [&_blockquote]:ps-4 [&_blockquote]:italic dark:[&_blockquote]:border-zinc-600 [&_code]:rounded [&_code]:bg-zinc-100 [&_code]:px-1 dark:[&_code]:bg-zinc-800 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_ol]:list-decimal [&_ol]:ps-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-zinc-100 [&_pre]:p-3 dark:[&_pre]:bg-zinc-800 [&_table]:w-full [&_td]:border [&_td]:border-zinc-300 [&_td]:p-2 dark:[&_td]:border-zinc-700 [&_th]:border [&_th]:border-zinc-300 [&_th]:p-2 dark:[&_th]:border-zinc-700 [&_ul]:list-disc [&_ul]:ps-6"
      // Sanitized on the server when the article was written (decision 0047).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

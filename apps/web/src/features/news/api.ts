import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewsArticle, NewsLanguage, NewsPage } from "@dizilog/shared/api";
import { useInfiniteQuery, useQuery } from "../../lib/query";
import { api, toQueryString } from "../../lib/api";
import { useTranslation } from "../../lib/use-translation";

/*
 * News articles (api-contract "TV data": News; decision 0047). The constants are repeated here
 * rather than imported from @dizilog/shared/api, whose module would bring zod into the page's
 * JavaScript; `satisfies` keeps them in step with the shared types.
 */

/** The languages an article is written in, each named in itself (the same in every interface language). */
export const NEWS_LANGUAGE_NAMES = {
  en: "English",
  tr: "Türkçe",
  ar: "العربية",
  fa: "فارسی",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  it: "Italiano",
  pt: "Português",
  "pt-br": "Português (Brasil)",
  ru: "Русский",
  sq: "Shqip",
} as const satisfies Record<NewsLanguage, string>;
export const NEWS_LANGUAGES = Object.keys(NEWS_LANGUAGE_NAMES) as NewsLanguage[];

export const NEWS_FORM_LIMITS = { titleMax: 200, bodyMax: 50_000, showsMax: 20, coverMaxBytes: 2_000_000 } as const;

export const newsKeys = {
  all: ["news"] as const,
  list: (language: string, lang: string) => [...newsKeys.all, "list", language, lang] as const,
  show: (showId: number, lang: string) => [...newsKeys.all, "show", showId, lang] as const,
  article: (slug: string, lang: string) => [...newsKeys.all, "article", slug, lang] as const,
  admin: (id: number) => [...newsKeys.all, "admin", id] as const,
};

function useLang(): string {
  return useTranslation().i18n.language;
}

/** GET /api/news — the articles, newest first, 10 a page; `language` "" for all. */
export function useNewsList(language: string) {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: newsKeys.list(language, lang),
    queryFn: ({ pageParam, signal }) => api<NewsPage>(`/api/news${toQueryString({ language, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

/** GET /api/news?show_id= — a show's latest articles (its page's "News" section). */
export function useShowNews(showId: number) {
  const lang = useLang();
  return useQuery({
    queryKey: newsKeys.show(showId, lang),
    queryFn: ({ signal }) => api<NewsPage>(`/api/news${toQueryString({ show_id: showId, limit: 4 })}`, { signal }),
  });
}

/** GET /api/news/{slug} */
export function useNewsArticle(slug: string) {
  const lang = useLang();
  return useQuery({
    queryKey: newsKeys.article(slug, lang),
    queryFn: ({ signal }) => api<{ data: NewsArticle }>(`/api/news/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
    enabled: slug.length > 0,
  });
}

/** GET /api/admin/news/{id} (staff) — the article to edit. */
export function useAdminNewsArticle(id: number) {
  return useQuery({
    queryKey: newsKeys.admin(id),
    queryFn: ({ signal }) => api<{ data: NewsArticle }>(`/api/admin/news/${id}`, { signal }).then((r) => r.data),
    enabled: id > 0,
  });
}

export interface NewsFormValues {
  title: string;
  body: string;
  language: NewsLanguage;
  showIds: string;
  cover: File | null;
  removeCover: boolean;
}

function formOf(values: NewsFormValues, editing: boolean): FormData {
  const form = new FormData();
  form.set("title", values.title);
  form.set("body", values.body);
  form.set("language", values.language);
  form.set("show_ids", values.showIds);
  if (values.cover) form.set("cover", values.cover);
  if (editing && values.removeCover && !values.cover) form.set("remove_cover", "true");
  return form;
}

/** POST /api/admin/news, or PATCH /api/admin/news/{id} (staff): multipart, with the cover when one was chosen. */
export function useSaveNews(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: NewsFormValues) =>
      api<{ data: NewsArticle }>(id ? `/api/admin/news/${id}` : "/api/admin/news", { method: id ? "PATCH" : "POST", body: formOf(values, Boolean(id)) }).then(
        (r) => r.data,
      ),
    onSuccess: (article) => {
      client.setQueryData(newsKeys.admin(article.id), article);
      void client.invalidateQueries({ queryKey: newsKeys.all, predicate: (query) => query.queryKey[1] !== "admin" });
    },
  });
}

/** DELETE /api/admin/news/{id} (staff). */
export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/admin/news/${id}`, { method: "DELETE" }),
    onSuccess: () => void client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

/** POST /api/admin/news/preview (staff): the Markdown rendered by the server's own renderer. */
export function usePreviewNews() {
  return useMutation({
    mutationFn: (body: string) => api<{ data: { html: string } }>("/api/admin/news/preview", { method: "POST", json: { body } }).then((r) => r.data.html),
  });
}

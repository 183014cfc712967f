import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { NewsArticle, NewsLanguage } from "@dizilog/shared/api";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../lib/use-translation";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Field, inputClass } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { TextInput } from "../../ui/text-input";
import { NEWS_FORM_LIMITS, NEWS_LANGUAGES, NEWS_LANGUAGE_NAMES, type NewsFormValues, useDeleteNews, usePreviewNews, useSaveNews } from "./api";
import { ArticleHtml } from "./news-parts";

function initialValues(article: NewsArticle | undefined): NewsFormValues {
  return {
    title: article?.title ?? "",
    body: article?.body ?? "",
    language: article?.language ?? "en",
    showIds: article ? article.shows.data.map((show) => show.id).join(", ") : "",
    cover: null,
    removeCover: false,
  };
}

/**
 * The staff editor of an article (/admin/news/new, /admin/news/:id): title, Markdown text with a
 * preview drawn by the server's own renderer, language, linked shows (their ids) and cover. Field
 * errors are the server's, shown under their fields.
 */
export function NewsEditor({ article }: { article?: NewsArticle }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(article));
  const [deleting, setDeleting] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSaveNews(article?.id);
  const remove = useDeleteNews();
  const preview = usePreviewNews();
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const formError = save.error && !Object.keys(errors).length ? (save.error as Error).message : undefined;
  const set = <K extends keyof NewsFormValues>(key: K, value: NewsFormValues[K]) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (written) => {
        setSaved(true);
        if (!article) void navigate(`/admin/news/${written.id}`, { replace: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby="news-editor-title">
      {saved && article && (
        <FormAlert kind="success">
          {t("news.admin.saved")}{" "}
          <Link to={article.url} className="font-semibold underline">
            {t("news.admin.view")}
          </Link>
        </FormAlert>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextInput id="news-title" label={t("news.admin.fieldTitle")} value={values.title} onChange={(v) => set("title", v)} error={errors.title?.[0]} required maxLength={NEWS_FORM_LIMITS.titleMax} />
      <Field id="news-language" label={t("news.admin.fieldLanguage")} required error={errors.language?.[0]}>
        {(describedBy) => (
          <select
            id="news-language"
            value={values.language}
            aria-describedby={describedBy}
            onChange={(event) => set("language", event.target.value as NewsLanguage)}
            className={inputClass(Boolean(errors.language))}
          >
            {NEWS_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {NEWS_LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextInput
          id="news-body"
          label={t("news.admin.fieldBody")}
          value={values.body}
          onChange={(v) => set("body", v)}
          error={errors.body?.[0]}
          hint={t("news.admin.bodyHint")}
          required
          multiline
          rows={16}
          dir="auto"
        />
        <section aria-labelledby="news-preview-title" className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 id="news-preview-title" className="text-sm font-semibold">
              {t("news.admin.preview")}
            </h2>
            <Button variant="secondary" loading={preview.isPending} onClick={() => preview.mutate(values.body)} disabled={!values.body.trim()}>
              {t("news.admin.refreshPreview")}
            </Button>
          </div>
          <div aria-live="polite" className="min-h-40 rounded-lg border border-dashed border-zinc-300 p-4 dark:border-zinc-700">
            {preview.data ? <ArticleHtml html={preview.data} language={values.language} /> : <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("news.admin.previewEmpty")}</p>}
          </div>
        </section>
      </div>
      <TextInput id="news-shows" label={t("news.admin.fieldShows")} value={values.showIds} onChange={(v) => set("showIds", v)} error={errors.show_ids?.[0]} hint={t("news.admin.showsHint")} optional inputMode="numeric" />
      <Field id="news-cover" label={t("news.admin.fieldCover")} optional hint={t("news.admin.coverHint")} error={errors.cover?.[0]}>
        {(describedBy) => (
          <input
            id="news-cover"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-describedby={describedBy}
            onChange={(event) => set("cover", event.target.files?.[0] ?? null)}
            className="text-sm file:me-3 file:rounded-full file:border-0 file:bg-zinc-200 file:px-4 file:py-1.5 file:font-semibold dark:file:bg-zinc-800 dark:file:text-zinc-100"
          />
        )}
      </Field>
      {article?.cover && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={values.removeCover} onChange={(event) => set("removeCover", event.target.checked)} />
          {t("news.admin.removeCover")}
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending}>
          {article ? t("news.admin.saveChanges") : t("news.admin.publish")}
        </Button>
        {article && (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t("news.admin.delete")}
          </Button>
        )}
      </div>
      {article && (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t("news.admin.deleteTitle")}
          description={t("news.admin.deleteConfirm")}
          confirmLabel={t("news.admin.delete")}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(article.id, { onSuccess: () => void navigate("/admin/news", { replace: true }) })}
        />
      )}
    </form>
  );
}

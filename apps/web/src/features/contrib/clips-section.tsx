import { type FormEvent, useId, useState } from "react";
import type { Clip } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { fieldErrorsOf, messageOf } from "../../lib/form-errors";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { ErrorState, Loader } from "../../ui/states";
import { TextInput } from "../../ui/text-input";
import { useToast } from "../../ui/toast";
import { useAddClip, useShowClips } from "./api";
import { RemoveMediaButton, SampleMark } from "./shared";

export interface ClipsSectionProps {
  showId: number;
  /** On an episode's page: that episode's clips, and new ones are added to it. */
  episodeId?: number;
}

/**
 * A show's (or an episode's) clips as embedded players from whitelisted hosts, lazily loaded and
 * never playing by themselves; staff and the show's moderators add and remove them. Nothing is
 * shown to fans while there are none.
 */
export function ClipsSection({ showId, episodeId }: ClipsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const clips = useShowClips(showId, episodeId);
  if (clips.isPending) return <Loader />;
  if (clips.isError) return <ErrorState error={clips.error} onRetry={() => void clips.refetch()} />;
  const { data, meta } = clips.data;
  if (data.length === 0 && !meta.can_add) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        {t("contrib.clips.title")}
      </h2>
      {data.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("contrib.clips.empty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {data.map((clip) => (
            <ClipCard key={clip.id} clip={clip} />
          ))}
        </ul>
      )}
      {meta.can_add && <AddClipForm showId={showId} episodeId={episodeId} />}
    </section>
  );
}

function ClipCard({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  return (
    <li className="overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-700">
      <iframe
        src={clip.player_url}
        title={t("contrib.clips.player", { title: clip.title })}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="encrypted-media; picture-in-picture; fullscreen"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full bg-black"
      />
      <div className="flex flex-wrap items-center gap-2 px-3 py-2">
        <a href={clip.url} target="_blank" rel="noopener noreferrer nofollow" dir="auto" className="min-w-0 flex-1 font-semibold hover:underline">
          {clip.title}
        </a>
        {clip.episode && (
          <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("contrib.episodeCode", { season: clip.episode.season, number: clip.episode.number })}</span>
        )}
        {clip.sample && <SampleMark />}
        {clip.abilities.delete && <RemoveMediaButton kind="clips" id={clip.id} title={clip.title} />}
      </div>
    </li>
  );
}

function AddClipForm({ showId, episodeId }: ClipsSectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddClip(showId);
  const [title, setTitle] = useState("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<{ title?: string; url?: string; form?: string }>({});
  const prefix = episodeId ? `episode-${episodeId}` : `show-${showId}`;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { title, url: url.trim(), ...(episodeId ? { episode_id: episodeId } : {}) },
      {
        onSuccess: () => {
          toast(t("contrib.clips.added"), "success");
          setTitle("");
          setUrl("");
          setErrors({});
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, ["title", "url"]);
          setErrors({ ...fields, ...(Object.keys(fields).length ? {} : { form: messageOf(error, t("contrib.error")) }) });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-700" aria-labelledby={`${prefix}-add-clip`}>
      <h3 id={`${prefix}-add-clip`} className="font-semibold">
        {t("contrib.clips.add.title")}
      </h3>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <TextInput id={`${prefix}-clip-title`} label={t("contrib.clips.add.clipTitle")} value={title} onChange={setTitle} error={errors.title} required maxLength={200} />
      <TextInput id={`${prefix}-clip-url`} type="url" label={t("contrib.clips.add.url")} hint={t("contrib.linkHint")} value={url} onChange={setUrl} error={errors.url} required dir="ltr" />
      <Button type="submit" loading={add.isPending}>
        {t("contrib.clips.add.submit")}
      </Button>
    </form>
  );
}

import { type FormEvent, useState } from "react";
import type { MusicTrack } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { fieldErrorsOf, messageOf } from "../../lib/form-errors";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { Modal } from "../../ui/modal";
import { ErrorState, Loader } from "../../ui/states";
import { TextInput } from "../../ui/text-input";
import { useToast } from "../../ui/toast";
import { useAddMusic, useShowMusic } from "./api";
import { RemoveMediaButton, SampleMark } from "./shared";

export interface MusicButtonProps {
  show: { id: number; original_title: string };
}

/** The show page's "Soundtrack" button and the spec's music modal: the songs, each playable on demand. */
export function MusicButton({ show }: MusicButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span aria-hidden="true">♪</span> {t("contrib.music.open")}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t("contrib.music.title", { show: show.original_title })} size="lg">
        {open && <MusicList showId={show.id} />}
      </Modal>
    </>
  );
}

function MusicList({ showId }: { showId: number }) {
  const { t } = useTranslation();
  const music = useShowMusic(showId);
  if (music.isPending) return <Loader />;
  if (music.isError) return <ErrorState error={music.error} onRetry={() => void music.refetch()} />;
  const { data: tracks, meta } = music.data;
  return (
    <div className="space-y-6">
      {tracks.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("contrib.music.empty")}</p>
      ) : (
        <ol className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {tracks.map((track) => (
            <TrackRow key={track.id} track={track} />
          ))}
        </ol>
      )}
      {meta.can_add && <AddMusicForm showId={showId} />}
    </div>
  );
}

function TrackRow({ track }: { track: MusicTrack }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <p dir="auto" className="font-semibold">
            {track.title}
          </p>
          <p dir="auto" className="text-sm text-zinc-600 dark:text-zinc-400">
            {track.artist}
            {track.episode && <span> · {t("contrib.episodeCode", { season: track.episode.season, number: track.episode.number })}</span>}
          </p>
        </div>
        {track.sample && <SampleMark />}
        {track.player_url && (
          <Button variant="secondary" className="px-3 py-1.5 text-sm" aria-expanded={playing} onClick={() => setPlaying(!playing)}>
            {playing ? t("contrib.music.hide", { title: track.title }) : t("contrib.music.play", { title: track.title })}
          </Button>
        )}
        {track.abilities.delete && <RemoveMediaButton kind="music" id={track.id} title={track.title} />}
      </div>
      {playing && track.player_url && (
        <iframe
          src={track.player_url}
          title={t("contrib.music.player", { title: track.title, artist: track.artist })}
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="mt-3 aspect-video w-full rounded-lg bg-black"
        />
      )}
    </li>
  );
}

function AddMusicForm({ showId }: { showId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddMusic(showId);
  const [title, setTitle] = useState("");
  const [artist, setArtist] = useState("");
  const [link, setLink] = useState("");
  const [errors, setErrors] = useState<{ title?: string; artist?: string; link?: string; form?: string }>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { title, artist, ...(link.trim() ? { link: link.trim() } : {}) },
      {
        onSuccess: () => {
          toast(t("contrib.music.added"), "success");
          setTitle("");
          setArtist("");
          setLink("");
          setErrors({});
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, ["title", "artist", "link"]);
          setErrors({ ...fields, ...(Object.keys(fields).length ? {} : { form: messageOf(error, t("contrib.error")) }) });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-700" aria-labelledby="add-music-title">
      <h3 id="add-music-title" className="font-semibold">
        {t("contrib.music.add.title")}
      </h3>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <TextInput id="music-title" label={t("contrib.music.add.songTitle")} value={title} onChange={setTitle} error={errors.title} required maxLength={200} />
      <TextInput id="music-artist" label={t("contrib.music.add.artist")} value={artist} onChange={setArtist} error={errors.artist} required maxLength={200} />
      <TextInput id="music-link" type="url" label={t("contrib.music.add.link")} hint={t("contrib.linkHint")} value={link} onChange={setLink} error={errors.link} optional dir="ltr" />
      <Button type="submit" loading={add.isPending}>
        {t("contrib.music.add.submit")}
      </Button>
    </form>
  );
}

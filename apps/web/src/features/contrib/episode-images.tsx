import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { fieldErrorsOf, messageOf } from "../../lib/form-errors";
import { Button } from "../../ui/button";
import { Field, inputClass } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { ErrorState, Loader } from "../../ui/states";
import { TextInput } from "../../ui/text-input";
import { useToast } from "../../ui/toast";
import { useAddEpisodeImage, useEpisodeImages } from "./api";
import { RemoveMediaButton, SampleMark } from "./shared";

export interface EpisodeImagesProps {
  episodeId: number;
  /** The episode's name for the images' text alternatives ("Kara Sevda 1×3"). */
  label: string;
}

/** An episode's images (added by its show's moderators); the upload form for them. Nothing while there are none. */
export function EpisodeImages({ episodeId, label }: EpisodeImagesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const images = useEpisodeImages(episodeId);
  if (images.isPending) return <Loader />;
  if (images.isError) return <ErrorState error={images.error} onRetry={() => void images.refetch()} />;
  const { data, meta } = images.data;
  if (data.length === 0 && !meta.can_add) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        {t("contrib.images.title")}
      </h2>
      {data.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("contrib.images.empty")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {data.map((image, i) => (
            <li key={image.id}>
              <figure>
                <a href={image.url} target="_blank" rel="noopener">
                  <img
                    src={image.url}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    alt={image.caption ?? t("contrib.images.alt", { number: i + 1, episode: label })}
                    className="aspect-video w-full rounded-lg bg-zinc-100 object-cover dark:bg-zinc-800"
                  />
                </a>
                <figcaption className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  {image.caption && <span dir="auto" className="min-w-0 flex-1">{image.caption}</span>}
                  {image.sample && <SampleMark />}
                  {image.abilities.delete && <RemoveMediaButton kind="episode-images" id={image.id} title={image.caption ?? t("contrib.images.alt", { number: i + 1, episode: label })} />}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {meta.can_add && <AddImageForm episodeId={episodeId} />}
    </section>
  );
}

function AddImageForm({ episodeId }: { episodeId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddEpisodeImage(episodeId);
  const fileRef = useRef<HTMLInputElement>(null);
  const [caption, setCaption] = useState("");
  const [errors, setErrors] = useState<{ image?: string; caption?: string; form?: string }>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setErrors({ image: t("contrib.images.add.required") });
    add.mutate(
      { file, caption },
      {
        onSuccess: () => {
          toast(t("contrib.images.added"), "success");
          setCaption("");
          setErrors({});
          if (fileRef.current) fileRef.current.value = "";
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, ["image", "caption"]);
          setErrors({ ...fields, ...(Object.keys(fields).length ? {} : { form: messageOf(error, t("contrib.error")) }) });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-700" aria-labelledby="add-image-title">
      <h3 id="add-image-title" className="font-semibold">
        {t("contrib.images.add.title")}
      </h3>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <Field id="episode-image-file" label={t("contrib.images.add.file")} hint={t("contrib.images.add.fileHint")} error={errors.image} required>
        {(describedBy) => (
          <input
            ref={fileRef}
            id="episode-image-file"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            required
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass(Boolean(errors.image))}
          />
        )}
      </Field>
      <TextInput id="episode-image-caption" label={t("contrib.images.add.caption")} value={caption} onChange={setCaption} error={errors.caption} optional maxLength={200} />
      <Button type="submit" loading={add.isPending}>
        {t("contrib.images.add.submit")}
      </Button>
    </form>
  );
}

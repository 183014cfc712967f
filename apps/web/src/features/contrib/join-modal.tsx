import { type FormEvent, useState } from "react";
import { CONTRIBUTION_AREAS, type ContributionArea, type MyContribution } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { useGatedAction } from "../auth";
import { fieldErrorsOf, messageOf } from "../../lib/form-errors";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { Modal } from "../../ui/modal";
import { ErrorState, Loader } from "../../ui/states";
import { TextInput } from "../../ui/text-input";
import { useMyContribution, useRequestContribution } from "./api";

export interface JoinButtonProps {
  show: { id: number; original_title: string };
}

/**
 * The spec's join modal: a signed-in, verified fan asks to help keep the show's page (episodes,
 * music, clips, images, where to watch) with a short note; a visitor is asked to sign in first. The
 * modal shows a pending request, or that they keep the page already.
 */
export function JoinButton({ show }: JoinButtonProps) {
  const { t } = useTranslation();
  const gated = useGatedAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => gated(() => setOpen(true), { verified: true })}>
        {t("contrib.join.open")}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t("contrib.join.title", { show: show.original_title })} description={t("contrib.join.intro")}>
        {open && <JoinContent showId={show.id} onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function JoinContent({ showId, onClose }: { showId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const mine = useMyContribution(showId, true);
  if (mine.isPending) return <Loader />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  const status = standing(mine.data);
  if (status) {
    return (
      <div className="space-y-4">
        <FormAlert kind="success">{status}</FormAlert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t("contrib.join.close")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      {mine.data.request?.status === "declined" && <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{t("contrib.join.declined")}</p>}
      <JoinForm showId={showId} />
    </>
  );

  function standing(data: MyContribution): string | undefined {
    if (data.moderator) return t("contrib.join.moderator");
    if (data.request?.status === "pending") return t("contrib.join.pending", { date: formatIsoDate(data.request.created, tag) });
    return undefined;
  }
}

function JoinForm({ showId }: { showId: number }) {
  const { t } = useTranslation();
  const request = useRequestContribution(showId);
  const [areas, setAreas] = useState<ContributionArea[]>([]);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ areas?: string; note?: string; form?: string }>({});

  const toggle = (area: ContributionArea, checked: boolean) => setAreas((now) => (checked ? [...now, area] : now.filter((a) => a !== area)));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (areas.length === 0) return setErrors({ areas: t("contrib.join.areasRequired") });
    request.mutate(
      { areas, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onError: (error) => {
          const fields = fieldErrorsOf(error, ["areas", "note"]);
          setErrors({ ...fields, ...(Object.keys(fields).length ? {} : { form: messageOf(error, t("contrib.error")) }) });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <fieldset aria-describedby={errors.areas ? "join-areas-error" : undefined}>
        <legend className="text-sm font-medium">{t("contrib.join.areas")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {CONTRIBUTION_AREAS.map((area) => (
            <label key={area} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 hover:bg-zinc-100 dark:hover:bg-zinc-800">
              <input type="checkbox" name="areas" value={area} checked={areas.includes(area)} onChange={(e) => toggle(area, e.target.checked)} className="h-4 w-4 accent-brand-700" />
              <span>{t(`contrib.join.area.${area}`)}</span>
            </label>
          ))}
        </div>
        {errors.areas && (
          <p id="join-areas-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errors.areas}
          </p>
        )}
      </fieldset>
      <TextInput id="join-note" label={t("contrib.join.note")} hint={t("contrib.join.noteHint")} value={note} onChange={setNote} error={errors.note} optional multiline rows={3} maxLength={500} />
      <Button type="submit" loading={request.isPending}>
        {t("contrib.join.submit")}
      </Button>
    </form>
  );
}

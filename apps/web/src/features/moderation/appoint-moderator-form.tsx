import { type FormEvent, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { fieldErrorsOf, isStatus, messageOf } from "../../lib/form-errors";
import { useDebounced } from "../../lib/use-debounced";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { TextInput } from "../../ui/text-input";
import { useToast } from "../../ui/toast";
import { useShowSearch } from "../../entities/show";
import { useAppointModerator } from "./api";

/** Staff: makes a user (by username) a moderator of a show (found by title). */
export function AppointModeratorForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const appoint = useAppointModerator();
  const [username, setUsername] = useState("");
  const [keyword, setKeyword] = useState("");
  const [show, setShow] = useState<{ id: number; title: string } | null>(null);
  const [errors, setErrors] = useState<{ username?: string; show?: string; form?: string }>({});
  const search = useShowSearch(useDebounced(keyword, 500));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = { ...(username.trim() ? {} : { username: t("moderation.appoint.usernameRequired") }), ...(show ? {} : { show: t("moderation.appoint.showRequired") }) };
    setErrors(missing);
    if (!show || !username.trim()) return;
    appoint.mutate(
      { username, showId: show.id },
      {
        onSuccess: (moderator) => {
          toast(t("moderation.appoint.done", { username: moderator.user.username, show: moderator.show.title }), "success");
          setUsername("");
          setKeyword("");
          setShow(null);
        },
        onError: (error) => {
          // The username is looked up first: a 404 there means no such user.
          if (isStatus(error, 404)) return setErrors({ username: t("moderation.appoint.noUser") });
          const fields = fieldErrorsOf(error, ["user_id", "show_id"]);
          setErrors({
            ...(fields.user_id ? { username: fields.user_id } : {}),
            ...(fields.show_id ? { show: fields.show_id } : {}),
            ...(fields.user_id || fields.show_id ? {} : { form: messageOf(error, t("moderation.error")) }),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <TextInput id="moderator-username" label={t("moderation.appoint.username")} value={username} onChange={setUsername} error={errors.username} autoComplete="off" required />
      <div className="space-y-2">
        <TextInput
          id="moderator-show"
          type="search"
          label={t("moderation.appoint.show")}
          hint={show ? t("moderation.appoint.chosen", { show: show.title }) : t("moderation.appoint.showHint")}
          value={keyword}
          onChange={setKeyword}
          error={errors.show}
          autoComplete="off"
          required
        />
        {keyword.trim() && (search.data?.length ?? 0) > 0 && (
          <fieldset className="rounded-lg border border-zinc-200 p-2 dark:border-zinc-700">
            <legend className="px-1 text-sm font-medium">{t("moderation.appoint.results")}</legend>
            <ul className="space-y-1">
              {search.data?.map((result) => (
                <li key={result.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-zinc-100 dark:hover:bg-zinc-800">
                    <input type="radio" name="moderator-show-choice" checked={show?.id === result.id} onChange={() => setShow({ id: result.id, title: result.original_title })} className="h-4 w-4 accent-brand-700" />
                    <span>
                      {result.original_title}
                      {result.year && <span className="text-zinc-600 dark:text-zinc-400"> ({result.year})</span>}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {keyword.trim() && search.data?.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("moderation.appoint.noShows")}</p>}
      </div>
      <Button type="submit" loading={appoint.isPending}>
        {t("moderation.appoint.submit")}
      </Button>
    </form>
  );
}

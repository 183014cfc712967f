import { type FormEvent, useMemo, useState } from "react";
import { COUNTRY_CODES } from "@dizilog/shared";
import { STREAMING_TYPES } from "@dizilog/shared/api/watch-ids";
import { useTranslation } from "../../lib/use-translation";
import { useHydrated } from "../../lib/use-hydrated";
import { fieldErrorsOf, messageOf } from "../../lib/form-errors";
import { Button } from "../../ui/button";
import { Field, inputClass } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { TextInput } from "../../ui/text-input";
import { useToast } from "../../ui/toast";
import { useAddWatchOption, useStreamingServices } from "./api";
import { countryName } from "./country-name";

const FIELDS = ["service", "country", "type", "link"] as const;

/** Staff and the show's moderators: adds where the show can be watched. */
export function WatchOptionForm({ showId }: { showId: number }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const hydrated = useHydrated();
  const services = useStreamingServices();
  const add = useAddWatchOption(showId);
  const [service, setService] = useState("");
  const [country, setCountry] = useState("TR");
  const [type, setType] = useState<string>("Subscription");
  const [withAds, setWithAds] = useState(false);
  const [link, setLink] = useState("");
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number] | "form", string>>>({});
  const countries = useMemo(
    () => COUNTRY_CODES.map((code) => ({ code, name: hydrated ? countryName(code, i18n.language) : code })).sort((a, b) => a.name.localeCompare(b.name)),
    [hydrated, i18n.language],
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = { ...(service ? {} : { service: t("watch.form.serviceRequired") }), ...(link.trim() ? {} : { link: t("watch.form.linkRequired") }) };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    add.mutate(
      { service, country, type: type as (typeof STREAMING_TYPES)[number], with_ads: withAds, link: link.trim() },
      {
        onSuccess: () => {
          toast(t("watch.form.added"), "success");
          setLink("");
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, FIELDS);
          setErrors(Object.keys(fields).length ? fields : { form: messageOf(error, t("watch.error")) });
        },
      },
    );
  };

  const select = inputClass(false);
  return (
    <details className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
      <summary className="cursor-pointer font-semibold">{t("watch.form.title")}</summary>
      <form onSubmit={handleSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {errors.form && (
          <div className="sm:col-span-2">
            <FormAlert>{errors.form}</FormAlert>
          </div>
        )}
        <Field id="watch-service" label={t("watch.form.service")} error={errors.service} required>
          {(described) => (
          <select id="watch-service" value={service} onChange={(e) => setService(e.target.value)} className={select} aria-invalid={errors.service ? true : undefined} aria-describedby={described}>
            <option value="">{t("watch.form.chooseService")}</option>
            {services.data?.map((s) => (
              <option key={s.id} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
          )}
        </Field>
        <Field id="watch-country" label={t("watch.form.country")} error={errors.country} required>
          {(described) => (
          <select id="watch-country" value={country} onChange={(e) => setCountry(e.target.value)} className={select} aria-describedby={described}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          )}
        </Field>
        <Field id="watch-type" label={t("watch.form.type")} error={errors.type} required>
          {(described) => (
          <select id="watch-type" value={type} onChange={(e) => setType(e.target.value)} className={select} aria-describedby={described}>
            {STREAMING_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`watch.types.${value}`)}
              </option>
            ))}
          </select>
          )}
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" checked={withAds} onChange={(e) => setWithAds(e.target.checked)} className="h-4 w-4 accent-brand-700" />
          {t("watch.form.withAds")}
        </label>
        <div className="sm:col-span-2">
          <TextInput id="watch-link" type="url" label={t("watch.form.link")} hint={t("watch.form.linkHint")} value={link} onChange={setLink} error={errors.link} required />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" loading={add.isPending}>
            {t("watch.form.submit")}
          </Button>
        </div>
      </form>
    </details>
  );
}

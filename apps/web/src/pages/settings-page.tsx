import { Suspense } from "react";
import { useTranslation } from "../lib/use-translation";
import { useParams } from "react-router";
import { SECTION_COMPONENTS, type SettingsSection, isSettingsSection, sectionLabelKey } from "../features/settings/sections";
import { SettingsNav } from "../features/settings/settings-nav";
import { usePageTitle } from "../lib/use-page-title";
import { Loader } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /settings/:section — the user's settings, one section at a time beside the list of sections. */
export function SettingsPage() {
  const { section } = useParams();
  if (!isSettingsSection(section)) return <NotFoundPage />;
  return <SettingsLayout section={section} />;
}

function SettingsLayout({ section }: { section: SettingsSection }) {
  const { t } = useTranslation();
  const sectionTitle = t(sectionLabelKey(section));
  usePageTitle(`${sectionTitle} · ${t("settings.title")}`);
  const Section = SECTION_COMPONENTS[section];
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{t("settings.title")}</h1>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[13rem_minmax(0,1fr)]">
        <SettingsNav current={section} />
        <div className="min-w-0">
          <Suspense fallback={<Loader />}>
            {/* A new key per section: each section starts from the saved values. */}
            <Section key={section} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

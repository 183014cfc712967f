import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { ImportCommitResponse, ImportPreviewResponse, ImportSourceName } from "@dizilog/shared/api";
import { useMe } from "../../entities/user";
import { ImportChoose } from "./import-choose";
import { ImportDone } from "./import-done";
import { ImportPreviewStep } from "./import-preview";
import { SettingsCard } from "../../ui/section";

type Step =
  | { name: "choose" }
  | { name: "preview"; preview: ImportPreviewResponse; fileName: string }
  | { name: "done"; result: ImportCommitResponse["data"] };

/** The import, in three steps: choose a file → see the preview → the summary of what was written. */
export function ImportCard() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const [source, setSource] = useState<ImportSourceName>("tvtime");
  const [step, setStep] = useState<Step>({ name: "choose" });
  // A new form each time: the file input starts empty again.
  const [attempt, setAttempt] = useState(0);
  const startOver = () => {
    setStep({ name: "choose" });
    setAttempt((n) => n + 1);
  };

  return (
    <SettingsCard id="import" title={t("importExport.import.title")} description={t("importExport.import.description")}>
      {user && !user.email_verified_at ? (
        <p className="text-sm">
          {t("importExport.import.verify")}{" "}
          <Link to="/verify-email" className="font-medium text-brand-700 underline hover:no-underline dark:text-brand-500">
            {t("importExport.import.verifyLink")}
          </Link>
        </p>
      ) : step.name === "choose" ? (
        <ImportChoose key={attempt} focusFile={attempt > 0} source={source} onSourceChange={setSource} onPreview={(preview, file) => setStep({ name: "preview", preview, fileName: file.name })} />
      ) : step.name === "preview" ? (
        <ImportPreviewStep
          summary={step.preview.data}
          token={step.preview.token}
          fileName={step.fileName}
          onDone={(result) => setStep({ name: "done", result })}
          onStartOver={startOver}
        />
      ) : (
        <ImportDone result={step.result} onStartOver={startOver} />
      )}
    </SettingsCard>
  );
}

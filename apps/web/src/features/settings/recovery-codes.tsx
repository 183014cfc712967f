import { useEffect, useRef } from "react";
import { useTranslation } from "../../lib/use-translation";
import { buttonClass } from "../../ui/button";
import { CopyButton } from "../../ui/copy-button";

export interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The 8 single-use recovery codes, shown once: copy, download as .txt, then "I saved them". */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = codes.join("\n");

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const handleDownload = () => {
    const blob = new Blob([`${t("settings.twoFactor.fileHeading")}\n\n${text}\n`], { type: "text/plain;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = "dizilog-recovery-codes.txt";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="space-y-4">
      <h4 ref={headingRef} tabIndex={-1} className="font-semibold">
        {t("settings.twoFactor.codesTitle")}
      </h4>
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
        {t("settings.twoFactor.codesIntro")}
      </p>
      <ul aria-label={t("settings.twoFactor.codesTitle")} className="grid grid-cols-2 gap-2 rounded-lg bg-zinc-100 p-4 font-mono text-sm sm:grid-cols-4 dark:bg-zinc-800">
        {codes.map((code) => (
          <li key={code} dir="ltr" className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} label={t("settings.twoFactor.copyCodes")} />
        <button type="button" onClick={handleDownload} className={buttonClass("secondary")}>
          {t("settings.twoFactor.downloadCodes")}
        </button>
        <button type="button" onClick={onDone} className={buttonClass("primary")}>
          {t("settings.twoFactor.savedCodes")}
        </button>
      </div>
    </div>
  );
}

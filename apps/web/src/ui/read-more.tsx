import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { LIMITS } from "@dizilog/shared";
import { truncateAtWord } from "../lib/text";

export interface ReadMoreProps {
  text: string;
  /** Characters shown before "Read more" (spec: 150 for a show synopsis). */
  limit?: number;
  className?: string;
  /** How a run of the text is shown (e.g. with its links); plain text by default. */
  renderText?: (text: string) => ReactNode;
}

/** Long text cut on a word boundary, with a toggle to read all of it. */
export function ReadMore({ text, limit = LIMITS.synopsisDisplay, className = "", renderText = (value) => value }: ReadMoreProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = truncateAtWord(text, limit);
  const truncated = short !== text.trim();
  const handleToggle = () => setExpanded((value) => !value);
  return (
    <div className={className}>
      <p id={id} dir="auto" className="whitespace-pre-line break-words leading-relaxed text-zinc-800 dark:text-zinc-200">
        {renderText(expanded || !truncated ? text : short)}
      </p>
      {truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={handleToggle}
          className="mt-1 rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500"
        >
          {expanded ? t("common.readLess") : t("common.readMore")}
        </button>
      )}
    </div>
  );
}

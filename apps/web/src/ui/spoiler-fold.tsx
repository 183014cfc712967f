export interface SpoilerFoldProps {
  /** What is folded ("This comment contains spoilers."). */
  warning: string;
  /** The button's text ("Show"). */
  reveal: string;
  onReveal: () => void;
  className?: string;
}

/** A spoiler's warning in place of a comment's or a post's text, with the button that reveals it. */
export function SpoilerFold({ warning, reveal, onReveal, className = "" }: SpoilerFoldProps) {
  return (
    <div className={`rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100 ${className}`}>
      <p>{warning}</p>
      <button type="button" onClick={onReveal} className="mt-1 font-semibold underline-offset-2 hover:underline">
        {reveal}
      </button>
    </div>
  );
}

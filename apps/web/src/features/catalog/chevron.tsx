export interface ChevronProps {
  /** Points to the start (back) or the end (forward) of the reading direction. */
  direction: "start" | "end";
  className?: string;
}

/** A decorative arrow that flips in right-to-left languages. */
export function Chevron({ direction, className = "" }: ChevronProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={`inline-block shrink-0 rtl:rotate-180 ${className}`}
    >
      <path d={direction === "end" ? "M7 4l6 6-6 6" : "M13 4l-6 6 6 6"} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

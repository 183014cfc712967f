/** The check mark on a chosen card (decorative: the card's aria-pressed says it is chosen). */
export function CheckBadge() {
  return (
    <span aria-hidden="true" className="absolute end-2 top-2 flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-white shadow-md ring-2 ring-white">
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
        <path d="m5 12 5 5 9-10" />
      </svg>
    </span>
  );
}

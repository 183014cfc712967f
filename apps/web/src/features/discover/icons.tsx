/** Icons of the discovery pages' empty states (decorative). */
const svg = (d: string) => (
  <svg viewBox="0 0 24 24" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={d} />
  </svg>
);

export const TrendingIcon = () => svg("M3 17l6-6 4 4 8-8M15 7h6v6");
export const ClapperIcon = () => svg("M4 9h16v11H4zM4 9l3-5h4l-3 5M11 9l3-5h4l-3 5");
export const CheckIcon = () => svg("M4 12l5 5L20 6");
export const PeopleIcon = () => svg("M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6");
export const FaceIcon = () => svg("M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01");

import { type ReactNode, useId } from "react";

interface Art {
  /** Gradient start and end (dark enough for white text on top). */
  from: string;
  to: string;
  motif: ReactNode;
}

const STROKE = { fill: "none", stroke: "white", strokeWidth: 6, strokeLinecap: "round", strokeLinejoin: "round" } as const;

/** The generated picture of each onboarding genre: a gradient and a white line motif. */
const ARTS: Record<string, Art> = {
  action: { from: "#b91c1c", to: "#7c2d12", motif: <path {...STROKE} d="M118 18 78 86h34l-22 56 52-76h-36l22-48z" /> },
  comedy: {
    from: "#ca8a04",
    to: "#c2410c",
    motif: (
      <g {...STROKE}>
        <circle cx="100" cy="80" r="48" />
        <path d="M78 66v6M122 66v6M74 94c14 20 38 20 52 0" />
      </g>
    ),
  },
  crime: {
    from: "#334155",
    to: "#0f172a",
    motif: (
      <g {...STROKE}>
        <circle cx="90" cy="70" r="34" />
        <path d="m114 94 34 34" />
      </g>
    ),
  },
  drama: {
    from: "#6d28d9",
    to: "#312e81",
    motif: (
      <g {...STROKE}>
        <path d="M60 40h60v36c0 22-14 38-30 38S60 98 60 76z" />
        <path d="M76 66h6M98 66h6M78 96c8-8 16-8 24 0" />
        <path d="M126 52h26v30c0 18-10 30-24 32" />
      </g>
    ),
  },
  family: {
    from: "#15803d",
    to: "#134e4a",
    motif: (
      <g {...STROKE}>
        <path d="M52 80 100 40l48 40M64 72v56h72V72" />
        <path d="M90 128V98h20v30" />
      </g>
    ),
  },
  fantasy: {
    from: "#7e22ce",
    to: "#1e1b4b",
    motif: (
      <g {...STROKE}>
        <path d="M120 34a44 44 0 1 0 34 72 36 36 0 0 1-34-72z" />
        <path d="m66 40 5 12 12 5-12 5-5 12-5-12-12-5 12-5z" />
      </g>
    ),
  },
  history: {
    from: "#a16207",
    to: "#57534e",
    motif: (
      <g {...STROKE}>
        <path d="M56 48h88M62 48l38-20 38 20M62 130h76M68 56v66M88 56v66M112 56v66M132 56v66" />
      </g>
    ),
  },
  mystery: {
    from: "#1e3a8a",
    to: "#111827",
    motif: (
      <g {...STROKE}>
        <path d="M78 58c0-14 10-24 22-24s22 10 22 22c0 16-22 18-22 36v6" />
        <circle cx="100" cy="122" r="2" strokeWidth={8} />
      </g>
    ),
  },
  medical: {
    from: "#0e7490",
    to: "#164e63",
    motif: <path {...STROKE} d="M30 84h40l10-24 16 52 14-40 8 12h52" />,
  },
  romance: {
    from: "#be185d",
    to: "#881337",
    motif: <path {...STROKE} d="M100 128S52 98 52 66a24 24 0 0 1 48-8 24 24 0 0 1 48 8c0 32-48 62-48 62z" />,
  },
  "romantic-comedy": {
    from: "#db2777",
    to: "#b45309",
    motif: (
      <g {...STROKE}>
        <path d="M100 128S52 98 52 66a24 24 0 0 1 48-8 24 24 0 0 1 48 8c0 32-48 62-48 62z" />
        <path d="M84 84c8 10 24 10 32 0" />
      </g>
    ),
  },
  "period-drama": {
    from: "#92400e",
    to: "#4c1d95",
    motif: (
      <g {...STROKE}>
        <path d="M54 110 46 52l30 24 24-40 24 40 30-24-8 58z" />
        <path d="M56 126h88" />
      </g>
    ),
  },
};

const FALLBACK: Art = { from: "#52525b", to: "#18181b", motif: <circle {...STROKE} cx="100" cy="80" r="40" /> };

/** The artwork of a genre card, drawn inline (no remote image): it fills its positioned parent. */
export function GenreArt({ slug }: { slug: string }) {
  // useId's characters are not all safe inside url(#…): keep letters and digits.
  const id = `genre-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const art = ARTS[slug] ?? FALLBACK;
  return (
    <svg viewBox="0 0 200 160" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 h-full w-full" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="200" height="160" fill={`url(#${id}-bg)`} />
      <circle cx="170" cy="20" r="60" fill="white" opacity="0.06" />
      <circle cx="20" cy="150" r="46" fill="white" opacity="0.05" />
      <g opacity="0.55" transform="translate(0 -8)">
        {art.motif}
      </g>
    </svg>
  );
}

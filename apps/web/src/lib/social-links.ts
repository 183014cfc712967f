/** Dizilog's accounts on other networks (the footer and the community page list them). */
export const SOCIAL_LINKS = [
  { name: "Instagram", href: "https://instagram.com/dizilog" },
  { name: "X", href: "https://x.com/dizilog" },
  { name: "TikTok", href: "https://tiktok.com/@dizilog" },
  { name: "YouTube", href: "https://youtube.com/@dizilog" },
] as const;

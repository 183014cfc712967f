import { useTranslation } from "../../lib/use-translation";
import type { PostVisibility } from "@dizilog/shared/api/wall-ids";

const PATHS: Record<PostVisibility | "followers", string> = {
  // A globe.
  public: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18c-2.5 2.4-3.8 5.4-3.8 9s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17",
  // A person.
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5",
  // A link.
  unlisted: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  // A padlock.
  private: "M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3",
  // Two people.
  followers: "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c.7-3.2 3.1-5 6-5s5.3 1.8 6 5M16 4.3a3.5 3.5 0 0 1 0 6.4M18 15.4c1.5.8 2.6 2.4 3 4.6",
};

/**
 * Who sees a post, as an icon with its name for screen readers (and as a tooltip). A private
 * account's post is for its followers whatever its visibility (but "only me"): it says so, never "Public".
 */
export function VisibilityIcon({ visibility, followersOnly = false }: { visibility: PostVisibility; followersOnly?: boolean }) {
  const { t } = useTranslation();
  const shown = followersOnly && visibility !== "private" ? "followers" : visibility;
  const label = t(`wall.visibility.${shown}`);
  return (
    <span title={label} className="inline-flex items-center">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[shown]} />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

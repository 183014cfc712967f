import { useTranslation } from "../../lib/use-translation";

/** What a byline knows of its user's badges (UserSummary and User both carry it). */
export interface BadgedUser {
  premium: boolean;
  lifetime: boolean;
  is_verified: boolean;
}

export interface UserBadgesProps {
  user: BadgedUser;
  /** "md" beside a profile's heading; "sm" (default) in a byline. */
  size?: "sm" | "md";
  className?: string;
}

/**
 * The badges beside a name (spec section 1): the lifetime badge, else the Pro badge (`premium`), and
 * the verified check (`is_verified`). Each says what it is to a screen reader and on hover (`title`).
 * Nothing is drawn for a user without any, so a byline can always mount it.
 */
export function UserBadges({ user, size = "sm", className = "" }: UserBadgesProps) {
  const { t } = useTranslation();
  const tier = user.lifetime ? "lifetime" : user.premium ? "pro" : null;
  if (!tier && !user.is_verified) return null;
  const pill = size === "md" ? "px-2.5 py-0.5 text-xs" : "px-1.5 text-[0.625rem] leading-4";
  const check = size === "md" ? "h-5 w-5" : "h-4 w-4";
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 align-middle ${className}`} data-user-badges="">
      {tier && (
        <span
          title={t(`userBadges.${tier}Title`)}
          data-badge={tier}
          className={`inline-flex items-center gap-0.5 rounded-full font-bold uppercase tracking-wide text-zinc-950 ${pill} ${tier === "lifetime" ? "bg-linear-to-r from-amber-300 to-yellow-500" : "bg-linear-to-r from-amber-400 to-orange-400"}`}
        >
          <span aria-hidden="true">{tier === "lifetime" ? "∞" : "★"}</span>
          <span aria-hidden="true">{t(`userBadges.${tier}`)}</span>
          <span className="sr-only">{t(`userBadges.${tier}Title`)}</span>
        </span>
      )}
      {user.is_verified && (
        <span title={t("userBadges.verified")} data-badge="verified" className="inline-flex text-sky-600 dark:text-sky-400">
          <svg viewBox="0 0 24 24" className={check} fill="currentColor" aria-hidden="true">
            <path d="M12 2.2l2.4 1.8 3-.2 1 2.8 2.5 1.7-.9 2.9.9 2.9-2.5 1.7-1 2.8-3-.2L12 21.8l-2.4-1.8-3 .2-1-2.8-2.5-1.7.9-2.9-.9-2.9 2.5-1.7 1-2.8 3 .2z" />
            <path d="M8 12.3l2.7 2.7L16.3 9.4" fill="none" stroke="white" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="sr-only">{t("userBadges.verified")}</span>
        </span>
      )}
    </span>
  );
}

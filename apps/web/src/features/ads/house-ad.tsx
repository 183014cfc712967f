import type { ReactNode } from "react";
import { Link } from "react-router";
import { PRO_FEATURES } from "@dizilog/shared/api/pro-ids";
import { useMe } from "../../entities/user";
import { useTranslation } from "../../lib/use-translation";
import { adsShown } from "./visibility";

/** The spec's banner types ("Other elements"). */
export type HouseAdType = "square" | "leaderboard" | "download" | "billboard";

/**
 * Each slot's exact box, per breakpoint, in CSS only: the server's HTML already holds it, so the
 * page never moves when the banner is hydrated, and whatever the text's length it is clipped inside
 * the box rather than growing it (decision 0053).
 */
const BOX: Record<HouseAdType, string> = {
  // The sidebar's width (18rem on a desktop), 300 high.
  square: "h-[300px] w-full",
  // 320×50 on a phone, 728×90 from `sm` on.
  leaderboard: "mx-auto h-[50px] w-full max-w-[320px] sm:h-[90px] sm:max-w-[728px]",
  download: "h-[190px] w-full",
  // 970×250 on a desktop; the same height, the screen's width on a phone.
  billboard: "mx-auto h-[250px] w-full max-w-[970px]",
};

const FRAME = "relative overflow-hidden rounded-2xl";
const BRAND = "bg-linear-to-br from-brand-700 to-brand-800 text-white";
const CARD = "border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900";
const CTA_ON_BRAND = "items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-zinc-100";

/**
 * A house banner: Pro (square, leaderboard, billboard → /pro) or the installable app (download →
 * /mobile). It is drawn only for a viewer whose plan lacks `ad_free` (`adsShown`), never covers
 * content, and says it is an ad, with a link to remove ads. No image comes from outside: CSS and SVG.
 */
export function HouseAd({ type, className = "" }: { type: HouseAdType; className?: string }) {
  const me = useMe().data;
  if (!adsShown(me)) return null;
  return <Banner type={type} className={className} />;
}

function Banner({ type, className }: { type: HouseAdType; className: string }) {
  const { t } = useTranslation();
  const label = type === "download" ? t("ads.aria.app") : t("ads.aria.pro");
  const onBrand = type !== "square";
  return (
    <aside aria-label={label} data-house-ad={type} className={`${FRAME} ${BOX[type]} ${onBrand ? BRAND : CARD} ${className}`}>
      {type === "square" && <Square />}
      {type === "leaderboard" && <Leaderboard />}
      {type === "download" && <Download />}
      {type === "billboard" && <Billboard />}
    </aside>
  );
}

/** The visible "Ad" mark and the way out ("Remove ads with Pro"). */
function AdLine({ onBrand, children }: { onBrand: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const muted = onBrand ? "text-white/90" : "text-zinc-600 dark:text-zinc-400";
  return (
    <div className={`flex min-w-0 items-center gap-2 text-[11px] leading-4 ${muted}`}>
      <span className={`shrink-0 rounded border px-1 font-semibold uppercase ${onBrand ? "border-white/60" : "border-zinc-400 dark:border-zinc-600"}`}>{t("ads.label")}</span>
      {children}
      <Link to="/pro" className={`ms-auto shrink-0 underline underline-offset-2 ${onBrand ? "hover:text-white" : "hover:text-brand-700 dark:hover:text-brand-500"}`}>
        {t("ads.remove")}
      </Link>
    </div>
  );
}

function Square() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col p-4">
      <AdLine onBrand={false} />
      <p className="mt-2 flex items-center gap-2 text-lg font-extrabold leading-6 text-brand-700 dark:text-brand-500">
        <StarIcon className="h-5 w-5 shrink-0" />
        {t("ads.pro.title")}
      </p>
      <ul className="mt-2 space-y-0 text-xs leading-[18px]">
        {PRO_FEATURES.map((feature) => (
          <li key={feature} className="flex min-w-0 items-center gap-1.5">
            <CheckIcon className="h-3.5 w-3.5 shrink-0 text-brand-700 dark:text-brand-500" />
            <span className="truncate">{t(`ads.features.${feature}`)}</span>
          </li>
        ))}
      </ul>
      <Link to="/pro" className="mt-auto inline-flex items-center justify-center gap-1 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700">
        {t("ads.pro.cta")}
        <ArrowIcon />
      </Link>
    </div>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full items-center gap-3 px-3 sm:gap-5 sm:px-6">
      <StarIcon className="h-7 w-7 shrink-0 text-amber-300 sm:h-12 sm:w-12" />
      <div className="flex min-w-0 flex-1 flex-col justify-center">
        <p className="truncate text-sm font-bold leading-5 sm:text-xl sm:leading-7">
          {t("ads.pro.title")}
          <span className="hidden font-normal sm:inline"> · {t("ads.pro.short")}</span>
        </p>
        <AdLine onBrand />
      </div>
      <Link to="/pro" className={`${CTA_ON_BRAND} hidden gap-1 sm:inline-flex`}>
        {t("ads.pro.cta")}
        <ArrowIcon />
      </Link>
    </div>
  );
}

function Download() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col p-4">
      <AdLine onBrand />
      <p className="mt-2 flex items-center gap-2 font-bold leading-6">
        <PhoneIcon className="h-6 w-6 shrink-0" />
        <span className="truncate">{t("ads.download.title")}</span>
      </p>
      <p className="mt-1 line-clamp-2 text-sm text-white/90">{t("ads.download.text")}</p>
      <Link to="/mobile" className={`${CTA_ON_BRAND} mt-auto inline-flex self-start`}>
        {t("ads.download.link")}
      </Link>
    </div>
  );
}

function Billboard() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col p-4 sm:p-6">
      <AdLine onBrand />
      <div className="flex min-h-0 flex-1 items-center gap-6">
        <div className="min-w-0 flex-1">
          <p className="text-2xl font-extrabold leading-8 tracking-tight sm:text-3xl sm:leading-10">{t("ads.pro.title")}</p>
          <p className="mt-1 line-clamp-2 text-sm text-white/90 sm:text-base">{t("ads.pro.lead")}</p>
          <ul className="mt-3 hidden max-h-7 flex-wrap gap-2 overflow-hidden text-xs font-medium sm:flex">
            {PRO_FEATURES.slice(0, 4).map((feature) => (
              <li key={feature} className="rounded-full bg-white/15 px-2.5 py-1">
                {t(`ads.features.${feature}`)}
              </li>
            ))}
          </ul>
          <Link to="/pro" className={`${CTA_ON_BRAND} mt-3 inline-flex gap-1`}>
            {t("ads.pro.cta")}
            <ArrowIcon />
          </Link>
        </div>
        <StarIcon className="hidden h-32 w-32 shrink-0 text-amber-300/90 md:block" />
      </div>
    </div>
  );
}

function StarIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

function CheckIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function PhoneIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
    </svg>
  );
}

/** Points along the reading direction (mirrored right to left). */
function ArrowIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

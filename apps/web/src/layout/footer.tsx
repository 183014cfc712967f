import { useTranslation } from "../lib/use-translation";
import { Link } from "react-router";
import { useRenderClock } from "../lib/format";
import { SOCIAL_LINKS } from "../lib/social-links";
import { DISCOVER_PAGES, discoverPath } from "../features/discover/discover-pages";

export function Footer() {
  const { t } = useTranslation();
  // The year in numbers opens on this year (the render's clock: the same on both sides).
  const year = new Date(useRenderClock().now).getFullYear();
  return (
    <footer className="mt-16 border-t border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-brand-700 dark:text-brand-500">Dizilog</p>
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.links")}>
          <ul className="space-y-2 text-sm">
            <li><Link className="hover:underline" to="/explore">{t("nav.explore")}</Link></li>
            <li><Link className="hover:underline" to="/calendar">{t("nav.calendar")}</Link></li>
            <li><Link className="hover:underline" to="/birthdays">{t("nav.birthdays")}</Link></li>
            <li><Link className="hover:underline" to="/buzz">{t("watch.buzz.title", { defaultValue: "Renewals and cancellations" })}</Link></li>
            <li><Link className="hover:underline" to="/mobile">{t("nav.mobile")}</Link></li>
            <li><Link className="hover:underline" to="/contact-us">{t("nav.contact")}</Link></li>
            <li><a className="hover:underline" href="/api/docs">{t("footer.api")}</a></li>
          </ul>
        </nav>
        <nav aria-label={t("discoverNav.title")}>
          <p className="mb-2 text-sm font-semibold">{t("discoverNav.title")}</p>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <li><Link className="hover:underline" to="/home">{t("discoverNav.home")}</Link></li>
            {DISCOVER_PAGES.map((page) => (
              <li key={page.key}>
                <Link className="hover:underline" to={discoverPath(page.key, year)}>
                  {t(`discoverNav.${page.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold">{t("footer.follow")}</p>
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.name}>
                <a className="hover:underline" href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="pb-6 text-center text-xs text-zinc-500 dark:text-zinc-400">© {new Date().getFullYear()} Dizilog</p>
    </footer>
  );
}

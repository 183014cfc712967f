import { lazy } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { AppShell } from "../layout/app-shell";
import { ExplorePage } from "../pages/explore-page";
import { NotFoundPage } from "../pages/not-found-page";
import { RouteErrorBoundary } from "../pages/route-error-page";

// Explore is the landing page and stays in the main bundle; other pages load on demand.
const ShowPage = lazy(() => import("../pages/show-page").then((m) => ({ default: m.ShowPage })));
const SeasonPage = lazy(() => import("../pages/season-page").then((m) => ({ default: m.SeasonPage })));
const EpisodePage = lazy(() => import("../pages/episode-page").then((m) => ({ default: m.EpisodePage })));
const PersonPage = lazy(() => import("../pages/person-page").then((m) => ({ default: m.PersonPage })));
const GenrePage = lazy(() => import("../pages/genre-page").then((m) => ({ default: m.GenrePage })));
const SearchPage = lazy(() => import("../pages/search-page").then((m) => ({ default: m.SearchPage })));
const BirthdaysPage = lazy(() => import("../pages/birthdays-page").then((m) => ({ default: m.BirthdaysPage })));
const MobilePage = lazy(() => import("../pages/mobile-page").then((m) => ({ default: m.MobilePage })));
const ContactPage = lazy(() => import("../pages/contact-page").then((m) => ({ default: m.ContactPage })));

/**
 * The site's routes. Declarative mode: the pages fetch their own data through TanStack Query,
 * so the data-router APIs (loaders, actions) would only add weight to the first load.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Routes>
          <Route element={<AppShell />}>
            <Route index element={<Navigate to="/explore" replace />} />
            <Route path="explore" element={<ExplorePage />} />
            <Route path="shows" element={<ExplorePage />} />
            <Route path="shows/:slug" element={<ShowPage />} />
            <Route path="shows/:slug/:seasonSegment" element={<SeasonPage />} />
            <Route path="shows/:slug/:seasonSegment/:episodeSegment" element={<EpisodePage />} />
            <Route path="person/:slug" element={<PersonPage />} />
            <Route path="genre/:slug" element={<GenrePage />} />
            <Route path="slug/:slug" element={<GenrePage />} />
            <Route path="search" element={<SearchPage />} />
            <Route path="birthdays" element={<BirthdaysPage />} />
            <Route path="mobile" element={<MobilePage />} />
            <Route path="contact-us" element={<ContactPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

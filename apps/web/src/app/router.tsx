import { lazy } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { AppShell } from "../layout/app-shell";
import { ExplorePage } from "../pages/explore-page";
import { NotFoundPage } from "../pages/not-found-page";
import { RouteErrorPage } from "../pages/route-error-page";

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

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/explore" replace /> },
      { path: "explore", element: <ExplorePage /> },
      { path: "shows", element: <ExplorePage /> },
      { path: "shows/:slug", element: <ShowPage /> },
      { path: "shows/:slug/:seasonSegment", element: <SeasonPage /> },
      { path: "shows/:slug/:seasonSegment/:episodeSegment", element: <EpisodePage /> },
      { path: "person/:slug", element: <PersonPage /> },
      { path: "genre/:slug", element: <GenrePage /> },
      { path: "slug/:slug", element: <GenrePage /> },
      { path: "search", element: <SearchPage /> },
      { path: "birthdays", element: <BirthdaysPage /> },
      { path: "mobile", element: <MobilePage /> },
      { path: "contact-us", element: <ContactPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);

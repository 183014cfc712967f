import { type ComponentType, lazy, useState } from "react";
import { loadPageTexts } from "../i18n";
import { Navigate, Route, type RouteObject, RouterProvider, Routes, createBrowserRouter } from "react-router";
import { AppShell } from "../layout/app-shell";
import { NotFoundPage } from "../pages/not-found-page";
import { RouteErrorBoundary } from "../pages/route-error-page";
import { RequireAuth } from "../features/auth/require-auth";

/** A page loaded on demand, together with the page texts of the current language. */
function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadPageTexts()]);
    return { default: module[name] };
  });
}

// Every page loads on demand, explore (the landing page) too: the server draws it, and the browser
// hydrates it once its chunk (linked by the server with the page) has come.
const ExplorePage = lazyPage(() => import("../pages/explore-page"), "ExplorePage");
const ShowPage = lazyPage(() => import("../pages/show-page"), "ShowPage");
const SeasonPage = lazyPage(() => import("../pages/season-page"), "SeasonPage");
const EpisodePage = lazyPage(() => import("../pages/episode-page"), "EpisodePage");
const PersonPage = lazyPage(() => import("../pages/person-page"), "PersonPage");
const GenrePage = lazyPage(() => import("../pages/genre-page"), "GenrePage");
const SearchPage = lazyPage(() => import("../pages/search-page"), "SearchPage");
const BirthdaysPage = lazyPage(() => import("../pages/birthdays-page"), "BirthdaysPage");
const MobilePage = lazyPage(() => import("../pages/mobile-page"), "MobilePage");
const ContactPage = lazyPage(() => import("../pages/contact-page"), "ContactPage");
// Pro (decision 0056)
const ProPage = lazyPage(() => import("../pages/pro-page"), "ProPage");
const ProWelcomePage = lazyPage(() => import("../pages/pro-welcome-page"), "ProWelcomePage");
// Accounts
const LoginRoute = lazyPage(() => import("../pages/login-route"), "LoginRoute");
const RegisterPage = lazyPage(() => import("../pages/register-page"), "RegisterPage");
const VerifyEmailPage = lazyPage(() => import("../pages/verify-email-page"), "VerifyEmailPage");
const ForgotPasswordPage = lazyPage(() => import("../pages/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("../pages/reset-password-page"), "ResetPasswordPage");
const UserProfilePage = lazyPage(() => import("../pages/user-profile-page"), "UserProfilePage");
const SettingsPage = lazyPage(() => import("../pages/settings-page"), "SettingsPage");
const OnboardingWelcomePage = lazyPage(() => import("../pages/onboarding-welcome-page"), "OnboardingWelcomePage");
const OnboardingWatchlistPage = lazyPage(() => import("../pages/onboarding-watchlist-page"), "OnboardingWatchlistPage");
const OnboardingCompletePage = lazyPage(() => import("../pages/onboarding-complete-page"), "OnboardingCompletePage");
const TrackerPage = lazyPage(() => import("../pages/tracker-page"), "TrackerPage");
const ListsPage = lazyPage(() => import("../pages/lists-page"), "ListsPage");
const ListPage = lazyPage(() => import("../pages/list-page"), "ListPage");
const DiaryPage = lazyPage(() => import("../pages/diary-page"), "DiaryPage");
const UserLikesPage = lazyPage(() => import("../pages/user-likes-page"), "UserLikesPage");
const UserRatingsPage = lazyPage(() => import("../pages/user-ratings-page"), "UserRatingsPage");
const CalendarPage = lazyPage(() => import("../pages/calendar-page"), "CalendarPage");
const AiringTodayPage = lazyPage(() => import("../pages/airing-today-page"), "AiringTodayPage");
const UserFollowersPage = lazyPage(() => import("../pages/user-follows-page"), "UserFollowersPage");
const UserFollowingPage = lazyPage(() => import("../pages/user-follows-page"), "UserFollowingPage");
const ModerationPage = lazyPage(() => import("../pages/moderation-page"), "ModerationPage");
const NotificationsPage = lazyPage(() => import("../pages/notifications-page"), "NotificationsPage");
const ReviewPage = lazyPage(() => import("../pages/review-page"), "ReviewPage");
const UserReviewsPage = lazyPage(() => import("../pages/user-reviews-page"), "UserReviewsPage");
// The community wall
const CommunityPage = lazyPage(() => import("../pages/community-page"), "CommunityPage");
const HashtagPage = lazyPage(() => import("../pages/hashtag-page"), "HashtagPage");
const UserWallPage = lazyPage(() => import("../pages/user-wall-page"), "UserWallPage");
const PostPage = lazyPage(() => import("../pages/post-page"), "PostPage");
// Social charts and couples
const ChartsPage = lazyPage(() => import("../pages/charts-page"), "ChartsPage");
const PairsPage = lazyPage(() => import("../pages/pairs-page"), "PairsPage");
const PairPage = lazyPage(() => import("../pages/pair-page"), "PairPage");
// TV data
const StatsPage = lazyPage(() => import("../pages/stats-page"), "StatsPage");
// News, its articles and the staff's editor (decision 0047)
const NewsRoutes = lazyPage(() => import("../pages/news-routes"), "NewsRoutes");
// Where to watch, buzz and show suggestions (decision 0044)
const BuzzPage = lazyPage(() => import("../pages/buzz-page"), "BuzzPage");
const StaffSuggestionsPage = lazyPage(() => import("../pages/staff-suggestions-page"), "StaffSuggestionsPage");
// Discovery (decision 0050)
const HomePage = lazyPage(() => import("../pages/home-page"), "HomePage");
const UpcomingPage = lazyPage(() => import("../pages/upcoming-page"), "UpcomingPage");
const TrendingPage = lazyPage(() => import("../pages/trending-page"), "TrendingPage");
const PeoplePage = lazyPage(() => import("../pages/people-page"), "PeoplePage");
const UnseenPage = lazyPage(() => import("../pages/unseen-page"), "UnseenPage");
const MoodPage = lazyPage(() => import("../pages/mood-page"), "MoodPage");
const MoodReactionPage = lazyPage(() => import("../pages/mood-page"), "MoodReactionPage");
// Daily TV ratings (decision 0043)
const RatingsPage = lazyPage(() => import("../pages/ratings-page"), "RatingsPage");
const RatingsWeeklyPage = lazyPage(() => import("../pages/ratings-weekly-page"), "RatingsWeeklyPage");
const AdminRatingsPage = lazyPage(() => import("../pages/admin-ratings-page"), "AdminRatingsPage");

/**
 * The site's routes. The pages fetch their own data through TanStack Query, so no loaders nor
 * actions: one catch-all route of a data router renders the declarative routes below. The data
 * router is there for `useBlocker` (the post form's leave warning, decision 0029).
 */
export const SITE_ROUTES: RouteObject[] = [{ path: "*", element: <SiteRoutes /> }];

export function AppRoutes() {
  const [router] = useState(() => createBrowserRouter(SITE_ROUTES));
  return <RouterProvider router={router} />;
}

function SiteRoutes() {
  return (
    <>
      <RouteErrorBoundary>
        <Routes>
          <Route element={<AppShell />}>
            <Route index element={<Navigate to="/explore" replace />} />
            <Route path="explore" element={<ExplorePage />} />
            <Route path="shows" element={<ExplorePage />} />
            <Route path="shows/:slug" element={<ShowPage />} />
            <Route path="shows/:slug/:seasonSegment" element={<SeasonPage />} />
            <Route path="shows/:slug/reviews/:id" element={<ReviewPage />} />
            <Route path="shows/:slug/:seasonSegment/:episodeSegment" element={<EpisodePage />} />
            <Route path="person/:slug" element={<PersonPage />} />
            <Route path="genre/:slug" element={<GenrePage />} />
            <Route path="slug/:slug" element={<GenrePage />} />
            <Route path="search" element={<SearchPage />} />
            <Route path="birthdays" element={<BirthdaysPage />} />
            <Route path="mobile" element={<MobilePage />} />
            <Route path="contact-us" element={<ContactPage />} />
            <Route path="pro" element={<ProPage />} />
            <Route path="pro/welcome" element={<RequireAuth><ProWelcomePage /></RequireAuth>} />
            <Route path="login" element={<LoginRoute />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="verify-email" element={<RequireAuth><VerifyEmailPage /></RequireAuth>} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="user/:slug" element={<UserProfilePage />} />
            <Route path="settings" element={<Navigate to="/settings/profile" replace />} />
            <Route path="settings/:section" element={<RequireAuth><SettingsPage /></RequireAuth>} />
            <Route path="onboarding" element={<Navigate to="/onboarding/welcome" replace />} />
            <Route path="onboarding/welcome" element={<RequireAuth><OnboardingWelcomePage /></RequireAuth>} />
            <Route path="onboarding/watchlist" element={<RequireAuth><OnboardingWatchlistPage /></RequireAuth>} />
            <Route path="onboarding/complete" element={<RequireAuth><OnboardingCompletePage /></RequireAuth>} />
            <Route path="tracker" element={<RequireAuth><TrackerPage /></RequireAuth>} />
            <Route path="lists" element={<ListsPage />} />
            <Route path="lists/:id" element={<ListPage />} />
            <Route path="user/:slug/diary" element={<DiaryPage />} />
            <Route path="user/:slug/likes" element={<UserLikesPage />} />
            <Route path="user/:slug/ratings" element={<UserRatingsPage />} />
            <Route path="user/:slug/reviews" element={<UserReviewsPage />} />
            <Route path="user/:slug/wall" element={<UserWallPage />} />
            <Route path="user/:slug/wall/:hashid" element={<PostPage />} />
            <Route path="community" element={<CommunityPage />} />
            <Route path="hashtag/:tag" element={<HashtagPage />} />
            <Route path="calendar" element={<CalendarPage />} />
            <Route path="airing-today" element={<AiringTodayPage />} />
            <Route path="charts" element={<ChartsPage />} />
            <Route path="pairs" element={<PairsPage />} />
            <Route path="pairs/:slug" element={<PairPage />} />
            <Route path="user/:slug/followers" element={<UserFollowersPage />} />
            <Route path="user/:slug/following" element={<UserFollowingPage />} />
            <Route path="moderation" element={<RequireAuth><ModerationPage /></RequireAuth>} />
            <Route path="notifications" element={<RequireAuth><NotificationsPage /></RequireAuth>} />
            <Route path="stats" element={<StatsPage />} />
            <Route path="stats/:year" element={<StatsPage />} />
            <Route path="news/:slug?" element={<NewsRoutes />} />
            <Route path="admin/news/:id?" element={<NewsRoutes />} />
            <Route path="buzz" element={<BuzzPage />} />
            <Route path="admin/suggestions" element={<RequireAuth><StaffSuggestionsPage /></RequireAuth>} />
            <Route path="home" element={<HomePage />} />
            <Route path="upcoming" element={<UpcomingPage />} />
            <Route path="trending" element={<TrendingPage />} />
            <Route path="people" element={<PeoplePage />} />
            <Route path="unseen" element={<RequireAuth><UnseenPage /></RequireAuth>} />
            <Route path="mood" element={<MoodPage />} />
            <Route path="mood/:reaction" element={<MoodReactionPage />} />
            <Route path="ratings" element={<RatingsPage />} />
            <Route path="ratings/weekly" element={<RatingsWeeklyPage />} />
            <Route path="admin/ratings" element={<RequireAuth><AdminRatingsPage /></RequireAuth>} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

import { Suspense, lazy } from "react";
import { useLocation, useParams } from "react-router";
import { Loader } from "../ui/states";
import { NewsArticlePage } from "./news-article-page";
import { NewsPage } from "./news-page";

// The staff editor comes in its own chunk: visitors of /news never download it.
const AdminNewsRoute = lazy(() => import("./admin-news-page").then((module) => ({ default: module.AdminNewsRoute })));

/**
 * Every news address behind one lazy page of the router (decision 0047): `/news`, `/news/:slug` and
 * the staff's `/admin/news/:id?`. One entry instead of four keeps the first page's JavaScript, which
 * carries each lazy route's loader, within its budget.
 */
export function NewsRoutes() {
  const { pathname } = useLocation();
  const { slug } = useParams();
  if (pathname.startsWith("/admin/")) {
    return (
      <Suspense fallback={<Loader />}>
        <AdminNewsRoute />
      </Suspense>
    );
  }
  return slug ? <NewsArticlePage /> : <NewsPage />;
}

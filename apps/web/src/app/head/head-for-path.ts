import type { InfiniteData, QueryKey } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { OG_SITE_IMAGE_PATH, ogImagePath } from "@dizilog/shared";
import type { CoupleDetail, EpisodeDetail, Genre, ListDetail, NewsArticle, Person, Post, PostsPage, Review, ReviewPage, Show, SiteStats, User } from "@dizilog/shared/api";
import { foldHashtag, isHashtagKeyword } from "@dizilog/shared/api/wall-ids";
import { REACTION_IDS } from "@dizilog/shared/api/engagement-ids";
import { isGenericEpisodeTitle } from "../../entities/episode/episode-title";
import { isShieldApplicable } from "../../entities/episode/spoiler-reveals";
import { wallKeys } from "../../entities/post";
import { showKeys } from "../../entities/show/api";
import { userKeys } from "../../entities/user/api";
import { chartKeys } from "../../features/charts";
import { listKeys } from "../../features/lists/api";
import { istanbulYear, parseStatsYear, statsKeys } from "../../features/stats/api";
import { newsKeys } from "../../features/news/api";
import { peopleKeys } from "../../features/people/api";
import { reviewKeys } from "../../features/reviews/api";
import { hashtagDisplay } from "../../features/wall/hashtag-display";
import { parseSegment } from "../../lib/route-params";
import { SITE_NAME, collapseWhitespace } from "./head-text";
import {
  discussionForumPostingJsonLd,
  itemListJsonLd,
  linkListJsonLd,
  newsArticleJsonLd,
  personJsonLd,
  profilePageJsonLd,
  reviewJsonLd,
  tvEpisodeJsonLd,
  tvSeasonJsonLd,
  tvSeriesJsonLd,
  webSiteJsonLd,
} from "./json-ld";
import type { PageHead, RouteHeadInput } from "./page-head";
import { matchPath } from "./route-match";

/** What a route's head is made from: the request, and the data its page left in the query cache. */
interface HeadSource {
  t: TFunction;
  lang: string;
  params: Record<string, string>;
  search: URLSearchParams;
  /** Who the render was for (`null`: a visitor), as the wall's and lists' keys hold it. */
  viewer: number | null;
  /** The data of a query that succeeded; undefined when it is missing, pending or failed. */
  read: <T>(key: QueryKey) => T | undefined;
}

type RouteHead = (source: HeadSource) => PageHead;

const INT_MAX = 2_147_483_647;

/** A numeric id of a path segment, as the review and list pages read it (0: not one). */
function parseId(segment: string | undefined): number {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return 0;
  const id = Number(segment);
  return id <= INT_MAX ? id : 0;
}

/** The head of a page that does not exist or may not be seen: nothing of the item, and not indexed. */
function notFoundHead(t: TFunction): PageHead {
  return { title: t("meta.notFound.title"), description: t("meta.notFound.description"), image: OG_SITE_IMAGE_PATH, type: "website", noindex: true };
}

/** A page that is not one item: its title, a sentence about it (the site's by default) and the site's card. */
function siteHead(t: TFunction, title: string, description?: string, extra: Partial<PageHead> = {}): PageHead {
  return { title, description: description ?? t("meta.siteDescription"), image: OG_SITE_IMAGE_PATH, type: "website", ...extra };
}

/** A page only a signed-in member uses: named, never indexed. */
const signedInHead =
  (titleKey: string): RouteHead =>
  ({ t }) =>
    siteHead(t, titleKey ? t(titleKey) : SITE_NAME, undefined, { noindex: true });

const textOr = (text: string | null | undefined, fallback: string) => (text && collapseWhitespace(text)) || fallback;
const nameOf = (user: { name: string; username: string }) => user.name || user.username;

const exploreHead: RouteHead = ({ t }) =>
  siteHead(t, SITE_NAME, t("meta.explore.description"), { jsonLd: [webSiteJsonLd(SITE_NAME)], canonicalPath: "/explore" });

const showHead: RouteHead = ({ t, lang, params, read }) => {
  const show = read<Show>(showKeys.detail(params.slug!, lang));
  if (!show) return notFoundHead(t);
  return {
    title: show.original_title,
    description: textOr(show.synopsis, t("meta.show.description", { show: show.original_title })),
    image: ogImagePath("show", show.id),
    imageAlt: show.original_title,
    type: "video.tv_show",
    jsonLd: [tvSeriesJsonLd(show)],
    canonicalPath: show.url,
  };
};

const seasonHead: RouteHead = ({ t, lang, params, read }) => {
  const number = parseSegment(params.seasonSegment, "season");
  const show = read<Show>(showKeys.detail(params.slug!, lang));
  const season = show?.seasons.find((s) => s.number === number);
  if (!show || !season) return notFoundHead(t);
  const names = { show: show.original_title, number: season.number };
  return {
    title: t("meta.season.title", names),
    description: t("meta.season.description", names),
    image: ogImagePath("show", show.id),
    imageAlt: show.original_title,
    type: "video.tv_show",
    jsonLd: [tvSeasonJsonLd(show, season)],
    canonicalPath: `${show.url}/season-${season.number}`,
  };
};

/**
 * An episode. The viewer's spoiler shield (decision 10) hides its title, synopsis and still on the
 * page; the head hides them too (a visitor has no shield).
 */
const episodeHead: RouteHead = ({ t, lang, params, read }) => {
  const season = parseSegment(params.seasonSegment, "season");
  const number = parseSegment(params.episodeSegment, "episode");
  const episode = season === null || number === null ? undefined : read<EpisodeDetail>(showKeys.episode(params.slug!, season, number, lang));
  if (!episode) return notFoundHead(t);
  const show = { original_title: episode.show?.original_title ?? params.slug!, url: episode.show?.url ?? `/shows/${params.slug!}` };
  const shielded = isShieldApplicable(episode);
  const ownTitle = episode.title?.trim() && !(shielded && !isGenericEpisodeTitle(episode.title)) ? episode.title.trim() : undefined;
  const names = { show: show.original_title, code: episode.code };
  return {
    title: ownTitle ? t("meta.episode.title", { ...names, title: ownTitle }) : t("meta.episode.titleCode", names),
    description: textOr(shielded ? null : episode.synopsis, t("meta.episode.description", names)),
    // A shielded episode's card would show its still: the show's card stands in.
    image: shielded && episode.show ? ogImagePath("show", episode.show.id) : ogImagePath("episode", episode.id),
    imageAlt: ownTitle ? t("meta.episode.title", { ...names, title: ownTitle }) : t("meta.episode.titleCode", names),
    type: "video.episode",
    jsonLd: [tvEpisodeJsonLd(episode, show, shielded)],
    canonicalPath: episode.url,
  };
};

const reviewHead: RouteHead = ({ t, params, read }) => {
  const id = parseId(params.id);
  const review = id ? read<Review>(reviewKeys.detail(id)) : undefined;
  if (!review) return notFoundHead(t);
  const title = t("meta.review.title", { title: review.title, show: review.show.original_title });
  return {
    title,
    description: review.spoiler ? t("meta.spoilers") : textOr(review.content, title),
    image: ogImagePath("review", review.id),
    imageAlt: title,
    type: "article",
    jsonLd: [reviewJsonLd(review)],
    // A link with an old or wrong show slug: the page moves to the review's own address.
    canonicalPath: review.url,
  };
};

const personHead: RouteHead = ({ t, params, read }) => {
  const person = read<Person>(peopleKeys.detail(params.slug!));
  if (!person) return notFoundHead(t);
  return {
    title: person.name,
    description: t("meta.person.description", { name: person.name }),
    image: ogImagePath("person", person.id),
    imageAlt: person.name,
    type: "profile",
    jsonLd: [personJsonLd(person)],
    canonicalPath: person.url,
  };
};

/** /genre/:slug and its older name /slug/:slug (the genres' list is one query of the page). */
const genreHead: RouteHead = ({ t, params, read }) => {
  const genre = read<Genre[]>(showKeys.genres())?.find((g) => g.slug === params.slug);
  if (!genre) return notFoundHead(t);
  const name = t(`genre.${genre.slug}`, { defaultValue: genre.name });
  return siteHead(t, t("meta.genre.title", { genre: name }), t("meta.genre.description", { genre: name }), { canonicalPath: `/genre/${genre.slug}` });
};

const searchHead: RouteHead = ({ t, search }) => {
  const query = collapseWhitespace(search.get("q") ?? "");
  return siteHead(t, query ? t("meta.search.resultsTitle", { query }) : t("meta.search.title"), t("meta.search.description"));
};

/** /hashtag/:tag — written as the posts at hand write it, as the page's heading does. */
const hashtagHead: RouteHead = ({ t, params, viewer, read }) => {
  if (!isHashtagKeyword(params.tag!)) return notFoundHead(t);
  const keyword = foldHashtag(params.tag!);
  const feed = read<InfiniteData<PostsPage>>(wallKeys.feed({ stream: "hashtag", hashtag: keyword }, viewer));
  const tag = hashtagDisplay(feed?.pages.flatMap((page) => page.data.map((post) => post.content)) ?? [], keyword);
  return siteHead(t, t("meta.hashtag.title", { tag }), t("meta.hashtag.description", { tag }), { canonicalPath: `/hashtag/${encodeURIComponent(keyword)}` });
};

/** The public profile of /user/:slug/… (404 when it does not exist or its owner blocks the viewer). */
const profileOf = ({ params, read }: HeadSource) => read<User>(userKeys.profile(params.slug!));

const profileHead: RouteHead = (source) => {
  const { t } = source;
  const user = profileOf(source);
  if (!user) return notFoundHead(t);
  const name = nameOf(user);
  return {
    title: t("meta.profile.title", { name, username: user.username }),
    description: textOr(user.biography, t("meta.profile.description", { name })),
    image: ogImagePath("user", user.id),
    imageAlt: name,
    type: "profile",
    jsonLd: [profilePageJsonLd(user)],
    canonicalPath: user.url,
  };
};

const userWallHead: RouteHead = (source) => {
  const { t } = source;
  const user = profileOf(source);
  if (!user) return notFoundHead(t);
  const name = nameOf(user);
  return {
    title: t("meta.wall.title", { name }),
    description: t("meta.wall.description", { name }),
    image: ogImagePath("user", user.id),
    imageAlt: name,
    type: "profile",
    // A private account's wall is for its accepted followers.
    noindex: !user.abilities.view_wall,
    canonicalPath: `${user.url}/wall`,
  };
};

const userReviewsHead: RouteHead = (source) => {
  const { t, params, read } = source;
  const user = profileOf(source);
  if (!user) return notFoundHead(t);
  const name = nameOf(user);
  const title = t("meta.userReviews.title", { name });
  const reviews = read<InfiniteData<ReviewPage>>(reviewKeys.user(params.slug!))?.pages.flatMap((page) => page.data) ?? [];
  return {
    title,
    description: t("meta.userReviews.description", { name }),
    image: ogImagePath("user", user.id),
    imageAlt: name,
    type: "profile",
    jsonLd: reviews.length ? [linkListJsonLd(title, `${user.url}/reviews`, reviews.map((review) => ({ name: review.title, url: review.url })))] : undefined,
    canonicalPath: `${user.url}/reviews`,
  };
};

/** A member's diary, likes, ratings, followers or following: named after them, not indexed. */
const userActivityHead: RouteHead = (source) => {
  const { t } = source;
  const user = profileOf(source);
  if (!user) return notFoundHead(t);
  const name = nameOf(user);
  return siteHead(t, t("meta.profile.title", { name, username: user.username }), t("meta.profile.description", { name }), {
    image: ogImagePath("user", user.id),
    imageAlt: name,
    noindex: true,
  });
};

const postHead: RouteHead = ({ t, params, viewer, read }) => {
  const post = read<Post>(wallKeys.post(params.slug!, params.hashid!, viewer));
  if (!post) return notFoundHead(t);
  const title = t("meta.post.title", { name: nameOf(post.user) });
  return {
    title,
    description: post.spoilers ? t("meta.spoilers") : textOr(post.content, t("meta.community.description")),
    image: ogImagePath("post", post.id),
    imageAlt: title,
    type: "article",
    // Only a public post of a public account is everyone's: the others are shown to their audience, not indexed.
    noindex: post.visibility !== "public" || post.followers_only,
    jsonLd: [discussionForumPostingJsonLd(post, { headline: title, spoilerNotice: t("meta.spoilers") })],
    canonicalPath: post.url,
  };
};

const listHead: RouteHead = ({ t, lang, params, viewer, read }) => {
  const id = parseId(params.id);
  const list = id ? read<ListDetail>(listKeys.detail(id, lang, viewer)) : undefined;
  if (!list) return notFoundHead(t);
  return {
    title: list.name,
    description: textOr(list.description, t("meta.list.description", { username: list.owner.username })),
    image: ogImagePath("list", list.id),
    imageAlt: list.name,
    type: "website",
    // Only its owner sees a private list.
    noindex: !list.public,
    jsonLd: [itemListJsonLd(list)],
    canonicalPath: list.url,
  };
};

/** /pairs/:slug — a couple, read from its page's query (decision 0045). */
const pairHead: RouteHead = ({ t, params, read }) => {
  const couple = read<CoupleDetail>(chartKeys.couple(params.slug!));
  if (!couple) return notFoundHead(t);
  const names = { name: couple.name, show: couple.show.original_title, a: couple.people[0].name, b: couple.people[1].name };
  return {
    title: t("charts.meta.pairTitle", names),
    description: t("charts.meta.pairDescription", names),
    image: ogImagePath("couple", couple.id),
    imageAlt: couple.name,
    type: "website",
    canonicalPath: couple.url,
  };
};

const newsArticleHead: RouteHead = ({ t, lang, params, read }) => {
  const article = read<NewsArticle>(newsKeys.article(params.slug!, lang));
  if (!article) return notFoundHead(t);
  return {
    title: article.title,
    description: textOr(article.summary, t("news.meta.description")),
    // The cover is no 1200×630 card: the link preview keeps the site's, the JSON-LD names the cover.
    image: OG_SITE_IMAGE_PATH,
    imageAlt: article.title,
    type: "article",
    article: { publishedTime: article.published_at, modifiedTime: article.updated_at },
    jsonLd: [newsArticleJsonLd(article, SITE_NAME)],
    canonicalPath: article.url,
  };
};

const simple =
  (titleKey: string, descriptionKey?: string): RouteHead =>
  ({ t }) =>
    siteHead(t, t(titleKey), descriptionKey ? t(descriptionKey) : undefined);

/**
 * The year in numbers (decision 0046): named after its year, its description counting the year's
 * shows when the page's query holds them; a year out of range is "not found", as the page draws it.
 */
const statsHead: RouteHead = ({ t, params, read }) => {
  const currentYear = istanbulYear(Date.now());
  const year = params.year === undefined ? currentYear : parseStatsYear(params.year, currentYear);
  if (year === null) return notFoundHead(t);
  const stats = read<SiteStats>(statsKeys.site(year));
  const description = stats && stats.shows_count > 0 ? t("stats.meta.descriptionCount", { year, count: stats.shows_count }) : t("stats.meta.description", { year });
  return siteHead(t, t("stats.meta.title", { year }), description, { canonicalPath: `/stats/${year}` });
};

/** /mood/{reaction}: named after the reaction (an unknown one is the not-found page). */
const moodReactionHead: RouteHead = ({ t, params }) => {
  const reaction = params.reaction ?? "";
  if (!(REACTION_IDS as readonly string[]).includes(reaction)) return notFoundHead(t);
  const name = t(`engagement.reactions.${reaction}`);
  return siteHead(t, t("discover.meta.moodReaction.title", { reaction: name }), t("discover.meta.moodReaction.description", { reaction: name }), {
    canonicalPath: `/mood/${reaction}`,
  });
};

/** The site's addresses, as apps/web/src/app/router.tsx routes them (a static segment wins, so reviews come before episodes). */
const ROUTES: readonly (readonly [string, RouteHead])[] = [
  ["/", exploreHead],
  ["/explore", exploreHead],
  ["/shows", exploreHead],
  ["/shows/:slug", showHead],
  ["/shows/:slug/reviews/:id", reviewHead],
  ["/shows/:slug/:seasonSegment", seasonHead],
  ["/shows/:slug/:seasonSegment/:episodeSegment", episodeHead],
  ["/person/:slug", personHead],
  ["/genre/:slug", genreHead],
  ["/slug/:slug", genreHead],
  ["/search", searchHead],
  ["/birthdays", simple("meta.birthdays.title", "meta.birthdays.description")],
  ["/airing-today", simple("meta.airingToday.title", "meta.airingToday.description")],
  ["/charts", simple("charts.meta.title", "charts.meta.description")],
  ["/pairs", simple("charts.meta.pairsTitle", "charts.meta.pairsDescription")],
  ["/pairs/:slug", pairHead],
  ["/buzz", simple("watch.meta.buzzTitle", "watch.meta.buzzDescription")],
  ["/ratings", simple("tvRatings.meta.dailyTitle", "tvRatings.meta.dailyDescription")],
  ["/ratings/weekly", simple("tvRatings.meta.weeklyTitle", "tvRatings.meta.weeklyDescription")],
  ["/community", simple("meta.community.title", "meta.community.description")],
  ["/stats", statsHead],
  ["/stats/:year", statsHead],
  ["/hashtag/:tag", hashtagHead],
  ["/lists", simple("meta.lists.title", "meta.lists.description")],
  ["/lists/:id", listHead],
  ["/news", simple("news.meta.title", "news.meta.description")],
  ["/news/:slug", newsArticleHead],
  ["/contact-us", simple("meta.contact.title", "meta.contact.description")],
  ["/mobile", simple("meta.mobile.title", "meta.mobile.description")],
  ["/pro", simple("pro.meta.title", "pro.meta.description")],
  ["/pro/welcome", signedInHead("pro.welcome.metaTitle")],
  ["/login", simple("meta.login.title", "meta.login.description")],
  ["/register", simple("meta.register.title")],
  ["/user/:slug", profileHead],
  ["/user/:slug/wall", userWallHead],
  ["/user/:slug/wall/:hashid", postHead],
  ["/user/:slug/reviews", userReviewsHead],
  ["/user/:slug/diary", userActivityHead],
  ["/user/:slug/likes", userActivityHead],
  ["/user/:slug/ratings", userActivityHead],
  ["/user/:slug/followers", userActivityHead],
  ["/user/:slug/following", userActivityHead],
  // Signed-in members' own pages, and the steps of an account's mail.
  ["/settings", signedInHead("meta.settings.title")],
  ["/settings/:section", signedInHead("meta.settings.title")],
  ["/tracker", signedInHead("meta.tracker.title")],
  ["/calendar", signedInHead("meta.calendar.title")],
  ["/notifications", signedInHead("meta.notifications.title")],
  ["/moderation", signedInHead("meta.moderation.title")],
  ["/admin/news", signedInHead("news.admin.title")],
  ["/admin/news/:id", signedInHead("news.admin.title")],
  ["/admin/suggestions", signedInHead("watch.suggestions.staffTitle")],
  ["/admin/ratings", signedInHead("tvRatings.import.title")],
  ["/onboarding", signedInHead("")],
  ["/onboarding/welcome", signedInHead("")],
  ["/onboarding/watchlist", signedInHead("")],
  ["/onboarding/complete", signedInHead("")],
  ["/verify-email", signedInHead("meta.verifyEmail.title")],
  // Discovery (decision 0050)
  ["/home", simple("discover.meta.home.title", "discover.meta.home.description")],
  ["/upcoming", simple("discover.meta.upcoming.title", "discover.meta.upcoming.description")],
  ["/trending", simple("discover.meta.trending.title", "discover.meta.trending.description")],
  ["/people", simple("discover.meta.people.title", "discover.meta.people.description")],
  ["/mood", simple("discover.meta.mood.title", "discover.meta.mood.description")],
  ["/mood/:reaction", moodReactionHead],
  ["/unseen", signedInHead("discover.meta.unseen.title")],
  ["/forgot-password", signedInHead("meta.forgotPassword.title")],
  ["/reset-password", signedInHead("meta.resetPassword.title")],
];

/**
 * The head of the page at this address, from the data its server render left in the query cache
 * (read by the same keys as the page's hooks). A missing or failed item gives the not-found head.
 */
export function headForPath({ pathname, search, client, t, lang }: RouteHeadInput): PageHead {
  const me = client.getQueryData<User | null>(userKeys.me);
  const read = <T>(key: QueryKey): T | undefined => {
    const state = client.getQueryState<T>(key);
    return state?.status === "success" ? state.data : undefined;
  };
  for (const [pattern, head] of ROUTES) {
    const params = matchPath(pattern, pathname);
    if (params) return head({ t, lang, params, search: new URLSearchParams(search), viewer: me?.id ?? null, read });
  }
  return notFoundHead(t);
}

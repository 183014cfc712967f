import { LIMITS } from "@dizilog/shared";
import type { EpisodeDetail, ListDetail, NewsArticle, Person, Post, Review, SeasonSummary, Show, ShowRef, User, UserSummary } from "@dizilog/shared/api";
import { collapseWhitespace } from "./head-text";

/*
 * schema.org objects of the public pages, built from the API's JSON. The site's own addresses stay
 * root-relative here (the item's `url`, its pictures); renderHeadTags makes them absolute on the
 * request's origin. Empty facts are left out rather than sent empty.
 */

type JsonLd = Record<string, unknown>;
const CONTEXT = "https://schema.org";
/** Enough of a cast for a search result; the page lists them all. */
const MAX_PEOPLE = 20;

/** The object without its empty facts (undefined, null, "", []). */
function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0)),
  );
}

const text = (value: string | null | undefined) => (value ? collapseWhitespace(value) : undefined);

const personRef = (person: { name: string; url: string }): JsonLd => ({ "@type": "Person", name: person.name, url: person.url });

const userRef = (user: Pick<UserSummary, "name" | "username" | "url">): JsonLd =>
  compact({ "@type": "Person", name: user.name || user.username, alternateName: `@${user.username}`, url: user.url });

const seriesRef = (show: Pick<ShowRef, "original_title" | "url"> & { poster?: string }): JsonLd =>
  compact({ "@type": "TVSeries", name: show.original_title, url: show.url, image: show.poster });

/** A 0.5–5 star rating as schema.org states its scale. */
const stars = (value: number): JsonLd => ({ ratingValue: value, bestRating: LIMITS.ratingMax, worstRating: LIMITS.ratingStep });

/** A show: its facts, its rating when anyone voted, its cast and directors. */
export function tvSeriesJsonLd(show: Show): JsonLd {
  const crew = show.crew?.data ?? [];
  return compact({
    "@context": CONTEXT,
    "@type": "TVSeries",
    name: show.original_title,
    alternateName: show.title && show.title !== show.original_title ? show.title : undefined,
    description: text(show.synopsis),
    image: show.poster,
    genre: show.genres?.data.map((genre) => genre.name),
    startDate: show.premiered ?? undefined,
    numberOfSeasons: show.seasons_count,
    numberOfEpisodes: show.episodes_count || undefined,
    aggregateRating: show.votes_count > 0 ? { "@type": "AggregateRating", ...stars(show.rating), ratingCount: show.votes_count } : undefined,
    actor: (show.cast?.data ?? []).slice(0, MAX_PEOPLE).map((credit) => personRef(credit.person)),
    director: crew.filter((credit) => credit.role === "Director").map((credit) => personRef(credit.person)),
    url: show.url,
  });
}

/** A season of a show. */
export function tvSeasonJsonLd(show: Show, season: SeasonSummary): JsonLd {
  return compact({
    "@context": CONTEXT,
    "@type": "TVSeason",
    seasonNumber: season.number,
    numberOfEpisodes: season.episodeCount,
    startDate: season.premiered ?? undefined,
    partOfSeries: seriesRef(show),
    url: `${show.url}/season-${season.number}`,
  });
}

/**
 * An episode, in its season and show. `shielded`: the viewer's spoiler shield hides the title,
 * synopsis and still, so they are left out here too.
 */
export function tvEpisodeJsonLd(episode: EpisodeDetail, show: { original_title: string; url: string }, shielded = false): JsonLd {
  return compact({
    "@context": CONTEXT,
    "@type": "TVEpisode",
    name: shielded ? episode.code : (text(episode.title) ?? episode.code),
    episodeNumber: episode.number,
    partOfSeason: { "@type": "TVSeason", seasonNumber: episode.season_number, url: `${show.url}/season-${episode.season_number}` },
    partOfSeries: seriesRef(show),
    datePublished: episode.air_date ?? undefined,
    description: shielded ? undefined : text(episode.synopsis),
    image: shielded ? undefined : episode.thumb,
    url: episode.url,
  });
}

/** A person of the catalog (`description`: what the page says of them). */
export function personJsonLd(person: Person, description?: string): JsonLd {
  return compact({
    "@context": CONTEXT,
    "@type": "Person",
    name: person.name,
    birthDate: person.date ?? undefined,
    birthPlace: person.birthplace ? { "@type": "Place", name: person.birthplace } : undefined,
    image: person.picture,
    description: text(description),
    url: person.url,
  });
}

/** A review of a show, by its author, with its score when it has one (a spoiler review's text stays on its page). */
export function reviewJsonLd(review: Review): JsonLd {
  return compact({
    "@context": CONTEXT,
    "@type": "Review",
    name: text(review.title),
    itemReviewed: seriesRef(review.show),
    author: userRef(review.user),
    reviewBody: review.spoiler ? undefined : text(review.content),
    reviewRating: review.score > 0 ? { "@type": "Rating", ...stars(review.score) } : undefined,
    datePublished: review.created,
    dateModified: review.edited ?? undefined,
    url: review.url,
  });
}

const HEADLINE_MAX = 110;

/**
 * A wall post as a forum posting, with its likes and comments counted. `headline`: its title when
 * the text gives none; `spoilerNotice`: what stands for the text of a post marked as spoilers.
 */
export function discussionForumPostingJsonLd(post: Post, { headline, spoilerNotice }: { headline: string; spoilerNotice: string }): JsonLd {
  const firstLine = post.spoilers ? undefined : text(post.content.split("\n").find((line) => line.trim()));
  const chars = firstLine ? Array.from(firstLine) : [];
  return compact({
    "@context": CONTEXT,
    "@type": "DiscussionForumPosting",
    headline: chars.length ? (chars.length > HEADLINE_MAX ? `${chars.slice(0, HEADLINE_MAX - 1).join("")}…` : firstLine) : headline,
    text: post.spoilers ? spoilerNotice : post.content.trim(),
    author: userRef(post.user),
    datePublished: post.created,
    dateModified: post.edited ?? undefined,
    image: post.images.data.map((image) => image.url),
    about: post.show ? seriesRef(post.show) : undefined,
    url: post.url,
    interactionStatistic: [
      { "@type": "InteractionCounter", interactionType: "https://schema.org/LikeAction", userInteractionCount: post.like_count },
      { "@type": "InteractionCounter", interactionType: "https://schema.org/CommentAction", userInteractionCount: post.comments_count },
    ],
  });
}

/** A list of shows, in its order. */
export function itemListJsonLd(list: ListDetail): JsonLd {
  const shows = list.shows.data;
  return compact({
    "@context": CONTEXT,
    "@type": "ItemList",
    name: list.name,
    description: text(list.description),
    url: list.url,
    numberOfItems: shows.length,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    itemListElement: shows.map((show, index) => ({ "@type": "ListItem", position: index + 1, url: show.url, name: show.original_title })),
  });
}

/** A page that lists other pages (a member's reviews), in its order. */
export function linkListJsonLd(name: string, url: string, items: readonly { name: string; url: string }[]): JsonLd {
  return compact({
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    url,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, url: item.url, name: item.name })),
  });
}

/** A member's profile page: the person behind it by name and username. */
export function profilePageJsonLd(user: User): JsonLd {
  return compact({
    "@context": CONTEXT,
    "@type": "ProfilePage",
    url: user.url,
    dateCreated: user.joined,
    mainEntity: compact({
      "@type": "Person",
      name: user.name || user.username,
      alternateName: `@${user.username}`,
      identifier: user.username,
      description: text(user.biography),
      image: user.avatar,
      url: user.url,
      interactionStatistic: [{ "@type": "InteractionCounter", interactionType: "https://schema.org/FollowAction", userInteractionCount: user.followers_count }],
    }),
  });
}

/** The site, with the search crawlers may offer in their results. */
export function webSiteJsonLd(name: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name,
    url: "/",
    potentialAction: { "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: "/search?q={search_term_string}" }, "query-input": "required name=search_term_string" },
  };
}

/** A news article (decision 0047): its headline, dates, language, cover and the shows it is about. */
export function newsArticleJsonLd(article: NewsArticle, siteName: string): JsonLd {
  return compact({
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: text(article.title),
    description: text(article.summary),
    datePublished: article.published_at,
    dateModified: article.updated_at,
    inLanguage: article.language,
    image: article.cover ? [article.cover.url] : undefined,
    about: article.shows.data.length ? article.shows.data.map((show) => seriesRef(show)) : undefined,
    publisher: { "@type": "Organization", name: siteName },
    url: article.url,
  });
}

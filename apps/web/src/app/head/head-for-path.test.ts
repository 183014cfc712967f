import { type InfiniteData, QueryClient, type QueryKey } from "@tanstack/react-query";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { EpisodeDetail, Genre, ListDetail, Person, Post, PostsPage, Review, ReviewPage, Show, User, UserSummary } from "@dizilog/shared/api";
import { wallKeys } from "../../entities/post";
import { showKeys } from "../../entities/show/api";
import { userKeys } from "../../entities/user/api";
import { listKeys } from "../../features/lists/api";
import { peopleKeys } from "../../features/people/api";
import { reviewKeys } from "../../features/reviews/api";
import en from "../../i18n/locales/en.json";
import enPages from "../../i18n/locales/pages/en.json";
import trPages from "../../i18n/locales/pages/tr.json";
import tr from "../../i18n/locales/tr.json";
import { headForPath } from "./head-for-path";
import type { PageHead } from "./page-head";
import { renderHeadTags } from "./render-head-tags";

// ---- Factories: API JSON as the server sends it -------------------------------------------------

function makeShow(overrides: Partial<Show> = {}): Show {
  return {
    id: 7,
    hashid: "x7",
    slug: "kizilcik-serbeti",
    url: "/shows/kizilcik-serbeti",
    original_title: "Kızılcık Şerbeti",
    title: "Cranberry Sorbet",
    poster: "/posters/7.jpg",
    images: { poster: "/posters/7.jpg", thumb: "/thumbs/7.jpg" },
    year: 2022,
    premiered: "2022-10-07",
    status: "Running" as Show["status"],
    type: "primetime",
    network: null,
    runtime: 140,
    synopsis: "Two families with different lives are brought together by a marriage.",
    seasons_count: 2,
    episodes_count: 70,
    seasons: [
      { id: 71, number: 1, episodeCount: 36, premiered: "2022-10-07" },
      { id: 72, number: 2, episodeCount: 34, premiered: "2023-09-15" },
    ],
    rating: 4.5,
    votes_count: 120,
    trackers_count: 900,
    genres: { data: [{ id: 1, name: "Drama", slug: "drama" }] },
    cast: { data: [{ id: 1, person: makePerson(), character: "Doğa" }] },
    crew: { data: [{ id: 2, person: { ...makePerson(), id: 9, name: "Ketche", slug: "ketche", url: "/person/ketche" }, role: "Director" }] },
    ...overrides,
  };
}

function makePerson(overrides: Partial<Person> = {}): Person {
  return {
    id: 3,
    slug: "sila-turkoglu",
    name: "Sıla Türkoğlu",
    url: "/person/sila-turkoglu",
    picture: "/people/3.jpg",
    date: "1999-03-29",
    birthplace: "Istanbul",
    known_for: "Acting",
    age: 27,
    ...overrides,
  };
}

function makeUserSummary(overrides: Partial<UserSummary> = {}): UserSummary {
  return { id: 5, name: "Ayşe", username: "ayse", slug: "ayse", avatar: "/avatars/5.jpg", url: "/user/ayse", premium: false, lifetime: false, is_verified: false, role: "user", ...overrides };
}

function makeUser(overrides: Partial<User> = {}): User {
  return {
    ...makeUserSummary(),
    biography: "I watch everything with Kerem Bürsin in it.",
    country: "TR",
    location: null,
    joined: "2024-01-02",
    is_pro: false,
    following_count: 3,
    followers_count: 10,
    private_account: false,
    abilities: { follow: true, view_lists: true, view_follows: true, view_wall: true, view_activity: true, post_on_wall: false },
    track_count: 4,
    seen_count: 100,
    like_count: 2,
    ...overrides,
  } as User;
}

function makeEpisode(overrides: Partial<EpisodeDetail> = {}): EpisodeDetail {
  return {
    id: 701,
    number: 3,
    season: 2,
    season_number: 2,
    season_id: 72,
    code: "S02E03",
    title: "The Wedding",
    synopsis: "Doğa and Fatih marry at last.",
    thumb: "/stills/701.jpg",
    url: "/shows/kizilcik-serbeti/season-2/episode-3",
    air_date: "2023-09-29",
    airs_at: null,
    dia: null,
    has_aired: true,
    has_seen: false,
    spoiler_shield: false,
    runtime: 140,
    show: { id: 7, hashid: "x7", slug: "kizilcik-serbeti", url: "/shows/kizilcik-serbeti", original_title: "Kızılcık Şerbeti", title: "Cranberry Sorbet", poster: "/posters/7.jpg", year: 2022 },
    previous: null,
    next: null,
    ...overrides,
  };
}

function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 44,
    user_id: 5,
    user: makeUserSummary(),
    show: { id: 7, hashid: "x7", slug: "kizilcik-serbeti", url: "/shows/kizilcik-serbeti", original_title: "Kızılcık Şerbeti", title: "Cranberry Sorbet", poster: "/posters/7.jpg", year: 2022 },
    title: "Two worlds, one table",
    content: "The show puts two families at one table and lets them argue for seventy episodes.",
    spoiler: false,
    score: 4.5,
    seen: 70,
    completed: true,
    created: "2025-05-01T10:00:00Z",
    edited: null,
    upvoters: 3,
    downvoters: 0,
    voters: 3,
    upvoted: false,
    downvoted: false,
    comments_count: 2,
    url: "/shows/kizilcik-serbeti/reviews/44",
    abilities: { edit: false, delete: false, vote: false, report: false, hide: false },
    ...overrides,
  } as Review;
}

function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 90,
    hashid: "pq9",
    type: "text",
    content: "Who else cried at the wedding? #KızılcıkŞerbeti",
    visibility: "public",
    followers_only: false,
    spoilers: false,
    created: "2025-05-02T20:00:00Z",
    edited: null,
    url: "/user/ayse/wall/pq9",
    user: makeUserSummary(),
    target: null,
    group: null,
    images: { data: [] },
    gif: null,
    embed: null,
    show: null,
    subject: null,
    properties: null,
    episode: null,
    mentions: [],
    hashtags: [{ keyword: "kızılcıkşerbeti" }],
    like_count: 12,
    has_liked: false,
    comment_count: 4,
    comments_count: 4,
    suggestions_count: 0,
    pinned: false,
    poll: null,
    ...overrides,
  } as Post;
}

function makeList(overrides: Partial<ListDetail> = {}): ListDetail {
  return {
    id: 12,
    name: "Sunday dramas",
    description: "What I watch with my mother.",
    public: true,
    url: "/lists/12",
    owner: { id: 5, username: "ayse", slug: "ayse", avatar: "/avatars/5.jpg", url: "/user/ayse", premium: false, lifetime: false, is_verified: false },
    shows_count: 2,
    likes_count: 1,
    created: "2025-01-01T00:00:00Z",
    updated: "2025-01-02T00:00:00Z",
    abilities: { edit: false, delete: false },
    shows: { data: [makeShow(), makeShow({ id: 8, slug: "yali-capkini", url: "/shows/yali-capkini", original_title: "Yalı Çapkını" })] },
    ...overrides,
  };
}

const postsPage = (posts: Post[]): InfiniteData<PostsPage> => ({ pages: [{ data: posts, meta: { cursor: { next: null } } } as PostsPage], pageParams: [undefined] });
const reviewsPage = (reviews: Review[]): InfiniteData<ReviewPage> => ({ pages: [{ data: reviews, meta: { cursor: { next: null } } } as ReviewPage], pageParams: [undefined] });

// ---- The render's cache and texts ----------------------------------------------------------------

let t: TFunction;
let tTr: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  // As the app's: the page texts (meta.* included) are the `pages` namespace, looked up after the shell's.
  await i18n.init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: { translation: en, pages: enPages }, tr: { translation: tr, pages: trPages } },
    fallbackNS: "pages",
    interpolation: { escapeValue: false },
  });
  t = i18n.getFixedT("en");
  tTr = i18n.getFixedT("tr");
});

/** A QueryClient holding what the server render of a page fetched (a visitor's, unless `me` is given). */
function cacheWith(entries: [QueryKey, unknown][], me: User | null = null): QueryClient {
  const client = new QueryClient();
  client.setQueryData(userKeys.me, me);
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

/** A query that failed as a private or unknown item does: the cache holds the error, no data. */
async function failedQuery(client: QueryClient, key: QueryKey): Promise<void> {
  await client.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error("404")), retry: false });
}

const headOf = (pathname: string, client: QueryClient, { search = "", lang = "en", tf = t } = {}) => headForPath({ pathname, search, client, t: tf, lang });
const html = (head: PageHead, pathname: string, search = "") => renderHeadTags(head, { origin: "https://dizilog.example", pathname, search, locale: "en" });
const canonicalOf = (head: PageHead, pathname: string, search = "") => /<link rel="canonical" href="([^"]*)">/.exec(html(head, pathname, search))?.[1];
const typesOf = (head: PageHead) => (head.jsonLd ?? []).map((data) => (data as { "@type": string })["@type"]);

/** The not-found head, and no word of the item it was asked about. */
function expectNotFound(head: PageHead, pathname: string, ...secrets: string[]) {
  expect(head.title).toBe("Page not found");
  expect(head.noindex).toBe(true);
  expect(head.jsonLd ?? []).toEqual([]);
  const tags = html(head, pathname);
  expect(tags).toContain('<meta name="robots" content="noindex">');
  expect(tags).toContain("https://dizilog.example/og/site.jpg");
  for (const secret of secrets) expect(tags).not.toContain(secret);
}

// ---- The pages -----------------------------------------------------------------------------------

describe("headForPath", () => {
  it("explore and its other names: the site's title, card and search box, canonical /explore", () => {
    for (const pathname of ["/", "/explore", "/shows"]) {
      const head = headOf(pathname, cacheWith([]));
      expect(head.title).toBe("Dizilog");
      expect(head.description).toBe(enPages.meta.explore.description);
      expect(head.image).toBe("/og/site.jpg");
      expect(typesOf(head)).toEqual(["WebSite"]);
      expect(canonicalOf(head, pathname, "?lang=tr&sort_by=popular")).toBe("https://dizilog.example/explore");
    }
  });

  it("a show: its title, synopsis, card and TVSeries, read by the show page's key in this language", () => {
    const show = makeShow();
    const head = headOf("/shows/kizilcik-serbeti", cacheWith([[showKeys.detail("kizilcik-serbeti", "en"), show]]));
    expect(head.title).toBe("Kızılcık Şerbeti");
    expect(head.description).toBe(show.synopsis);
    expect(head.image).toBe("/og/show/7.jpg");
    expect(head.type).toBe("video.tv_show");
    expect(canonicalOf(head, "/shows/kizilcik-serbeti", "?lang=en")).toBe("https://dizilog.example/shows/kizilcik-serbeti");
    const [series] = head.jsonLd as Record<string, unknown>[];
    expect(series).toMatchObject({
      "@type": "TVSeries",
      name: "Kızılcık Şerbeti",
      alternateName: "Cranberry Sorbet",
      genre: ["Drama"],
      startDate: "2022-10-07",
      numberOfSeasons: 2,
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, ratingCount: 120, bestRating: 5 },
      actor: [{ "@type": "Person", name: "Sıla Türkoğlu", url: "/person/sila-turkoglu" }],
      director: [{ "@type": "Person", name: "Ketche", url: "/person/ketche" }],
      url: "/shows/kizilcik-serbeti",
    });
    // Another language is another cache entry: the Turkish render does not find the English one.
    expect(headOf("/shows/kizilcik-serbeti", cacheWith([[showKeys.detail("kizilcik-serbeti", "en"), show]]), { lang: "tr", tf: tTr }).title).toBe("Sayfa bulunamadı");
  });

  it("a show without votes or synopsis: no rating, and a translated sentence", () => {
    const show = makeShow({ votes_count: 0, rating: 0, synopsis: "" });
    const head = headOf("/shows/kizilcik-serbeti", cacheWith([[showKeys.detail("kizilcik-serbeti", "tr"), show]]), { lang: "tr", tf: tTr });
    expect(head.description).toBe("Kızılcık Şerbeti: sezonlar, bölümler, oyuncular, puanlar ve incelemeler.");
    expect(head.jsonLd?.[0]).not.toHaveProperty("aggregateRating");
    expect(head.jsonLd?.[0]).not.toHaveProperty("description");
  });

  it("a season: named with its show, a TVSeason, and not found when the show has no such season", () => {
    const client = cacheWith([[showKeys.detail("kizilcik-serbeti", "en"), makeShow()]]);
    const head = headOf("/shows/kizilcik-serbeti/season-2", client);
    expect(head.title).toBe("Kızılcık Şerbeti: Season 2");
    expect(head.description).toBe("Every episode of season 2 of Kızılcık Şerbeti.");
    expect(head.image).toBe("/og/show/7.jpg");
    expect(head.jsonLd?.[0]).toMatchObject({ "@type": "TVSeason", seasonNumber: 2, numberOfEpisodes: 34, partOfSeries: { name: "Kızılcık Şerbeti" } });
    expect(canonicalOf(head, "/shows/kizilcik-serbeti/season-2")).toBe("https://dizilog.example/shows/kizilcik-serbeti/season-2");
    expectNotFound(headOf("/shows/kizilcik-serbeti/season-9", client), "/shows/kizilcik-serbeti/season-9", "Kızılcık");
    expectNotFound(headOf("/shows/kizilcik-serbeti/reviews", client), "/shows/kizilcik-serbeti/reviews", "Kızılcık");
  });

  it("an episode: its code and title, synopsis, card and TVEpisode in its season and series", () => {
    const episode = makeEpisode();
    const head = headOf("/shows/kizilcik-serbeti/season-2/episode-3", cacheWith([[showKeys.episode("kizilcik-serbeti", 2, 3, "en"), episode]]));
    expect(head.title).toBe("Kızılcık Şerbeti S02E03: The Wedding");
    expect(head.description).toBe("Doğa and Fatih marry at last.");
    expect(head.image).toBe("/og/episode/701.jpg");
    expect(head.type).toBe("video.episode");
    expect(head.jsonLd?.[0]).toMatchObject({
      "@type": "TVEpisode",
      name: "The Wedding",
      episodeNumber: 3,
      partOfSeason: { "@type": "TVSeason", seasonNumber: 2 },
      partOfSeries: { "@type": "TVSeries", name: "Kızılcık Şerbeti", url: "/shows/kizilcik-serbeti" },
      datePublished: "2023-09-29",
      description: "Doğa and Fatih marry at last.",
      image: "/stills/701.jpg",
    });
  });

  it("an episode behind the viewer's spoiler shield: no title, synopsis nor still", () => {
    const episode = makeEpisode({ spoiler_shield: true });
    const head = headOf("/shows/kizilcik-serbeti/season-2/episode-3", cacheWith([[showKeys.episode("kizilcik-serbeti", 2, 3, "en"), episode]], makeUser()));
    expect(head.title).toBe("Kızılcık Şerbeti S02E03");
    expect(head.image).toBe("/og/show/7.jpg");
    const tags = html(head, "/shows/kizilcik-serbeti/season-2/episode-3");
    expect(tags).not.toContain("Wedding");
    expect(tags).not.toContain("marry");
    expect(tags).not.toContain("/stills/701.jpg");
  });

  it("a review: its title and show, text, card and Review with the author's profile and the score", () => {
    const review = makeReview();
    const head = headOf("/shows/old-slug/reviews/44", cacheWith([[reviewKeys.detail(44), review]]));
    expect(head.title).toBe("Two worlds, one table · review of Kızılcık Şerbeti");
    expect(head.description).toBe(review.content);
    expect(head.image).toBe("/og/review/44.jpg");
    // An old show slug: the review's own address is the canonical one.
    expect(canonicalOf(head, "/shows/old-slug/reviews/44")).toBe("https://dizilog.example/shows/kizilcik-serbeti/reviews/44");
    const data = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html(head, "/shows/old-slug/reviews/44"))![1]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      "@type": "Review",
      itemReviewed: { "@type": "TVSeries", name: "Kızılcık Şerbeti", url: "https://dizilog.example/shows/kizilcik-serbeti" },
      author: { "@type": "Person", name: "Ayşe", url: "https://dizilog.example/user/ayse" },
      reviewBody: review.content,
      reviewRating: { "@type": "Rating", ratingValue: 4.5, bestRating: 5 },
      datePublished: "2025-05-01T10:00:00Z",
    });
  });

  it("a spoiler review: its text stays on its page", () => {
    const head = headOf("/shows/kizilcik-serbeti/reviews/44", cacheWith([[reviewKeys.detail(44), makeReview({ spoiler: true })]]));
    expect(head.description).toBe(enPages.meta.spoilers);
    expect(html(head, "/shows/kizilcik-serbeti/reviews/44")).not.toContain("seventy episodes");
  });

  it("a person: name, card and Person with birth date and place", () => {
    const head = headOf("/person/sila-turkoglu", cacheWith([[peopleKeys.detail("sila-turkoglu"), makePerson()]]));
    expect(head.title).toBe("Sıla Türkoğlu");
    expect(head.description).toBe("Sıla Türkoğlu: facts and TV shows.");
    expect(head.image).toBe("/og/person/3.jpg");
    expect(head.jsonLd?.[0]).toMatchObject({ "@type": "Person", name: "Sıla Türkoğlu", birthDate: "1999-03-29", birthPlace: { "@type": "Place", name: "Istanbul" }, image: "/people/3.jpg" });
  });

  it("a genre, by either address, in the reader's language", () => {
    const genres: Genre[] = [{ id: 1, name: "Drama", slug: "drama" }];
    const head = headOf("/slug/drama", cacheWith([[showKeys.genres(), genres]]), { lang: "tr", tf: tTr });
    expect(head.title).toBe(`${tr.genre.drama} dizileri`);
    expect(head.image).toBe("/og/site.jpg");
    expect(canonicalOf(head, "/slug/drama")).toBe("https://dizilog.example/genre/drama");
    expectNotFound(headOf("/genre/nope", cacheWith([[showKeys.genres(), genres]])), "/genre/nope");
  });

  it("search: the words in the title and the canonical address", () => {
    const head = headOf("/search", cacheWith([]), { search: "?q=yal%C4%B1&lang=de" });
    expect(head.title).toBe("Results for “yalı”");
    expect(canonicalOf(head, "/search", "?q=yal%C4%B1&lang=de")).toBe("https://dizilog.example/search?q=yal%C4%B1");
    expect(headOf("/search", cacheWith([])).title).toBe("Search");
  });

  it("the site's pages: their own title and sentence, the site's card", () => {
    const expected: Record<string, [string, string]> = {
      "/birthdays": [enPages.meta.birthdays.title, enPages.meta.birthdays.description],
      "/airing-today": [enPages.meta.airingToday.title, enPages.meta.airingToday.description],
      "/community": [enPages.meta.community.title, enPages.meta.community.description],
      "/lists": [enPages.meta.lists.title, enPages.meta.lists.description],
      "/contact-us": [enPages.meta.contact.title, enPages.meta.contact.description],
      "/mobile": [enPages.meta.mobile.title, enPages.meta.mobile.description],
      "/login": [enPages.meta.login.title, enPages.meta.login.description],
      "/register": [enPages.meta.register.title, enPages.meta.siteDescription],
    };
    for (const [pathname, [title, description]] of Object.entries(expected)) {
      const head = headOf(pathname, cacheWith([]));
      expect({ pathname, title: head.title, description: head.description, image: head.image, noindex: head.noindex }).toEqual({ pathname, title, description, image: "/og/site.jpg", noindex: undefined });
    }
    expect(canonicalOf(headOf("/community", cacheWith([])), "/community", "?stream=following")).toBe("https://dizilog.example/community");
  });

  it("signed-in members' pages are named but never indexed", () => {
    for (const pathname of ["/settings", "/settings/profile", "/tracker", "/notifications", "/onboarding/welcome", "/moderation", "/calendar"]) {
      const head = headOf(pathname, cacheWith([], makeUser()));
      expect({ pathname, noindex: head.noindex }).toEqual({ pathname, noindex: true });
    }
    expect(headOf("/settings/profile", cacheWith([])).title).toBe("Settings");
  });

  it("a hashtag: written as its posts write it, read from the hashtag feed of this viewer", () => {
    const feed = postsPage([makePost()]);
    const head = headOf("/hashtag/kızılcıkşerbeti", cacheWith([[wallKeys.feed({ stream: "hashtag", hashtag: "kızılcıkşerbeti" }, null), feed]]));
    expect(head.title).toBe("#KızılcıkŞerbeti on the community wall");
    expect(canonicalOf(head, "/hashtag/k%C4%B1z%C4%B1lc%C4%B1k%C5%9Ferbeti")).toBe("https://dizilog.example/hashtag/k%C4%B1z%C4%B1lc%C4%B1k%C5%9Ferbeti");
    expectNotFound(headOf("/hashtag/%20", cacheWith([])), "/hashtag/%20");
  });

  it("a profile: name and username, biography, card and ProfilePage", () => {
    const head = headOf("/user/ayse", cacheWith([[userKeys.profile("ayse"), makeUser()]]));
    expect(head.title).toBe("Ayşe (@ayse)");
    expect(head.description).toBe("I watch everything with Kerem Bürsin in it.");
    expect(head.image).toBe("/og/user/5.jpg");
    expect(head.type).toBe("profile");
    expect(head.jsonLd?.[0]).toMatchObject({ "@type": "ProfilePage", mainEntity: { "@type": "Person", name: "Ayşe", alternateName: "@ayse", url: "/user/ayse" } });
  });

  it("a wall: named after its owner; a private account's wall is not indexed", () => {
    const open = headOf("/user/ayse/wall", cacheWith([[userKeys.profile("ayse"), makeUser()]]));
    expect(open.title).toBe("Ayşe's wall");
    expect(open.noindex).toBe(false);
    const closed = makeUser({ private_account: true, abilities: { ...makeUser().abilities, view_wall: false } });
    expect(headOf("/user/ayse/wall", cacheWith([[userKeys.profile("ayse"), closed]])).noindex).toBe(true);
  });

  it("a post: its text, card and DiscussionForumPosting with likes and comments, for the viewer that rendered it", () => {
    const me = makeUser({ id: 77, username: "me", slug: "me" });
    const post = makePost();
    const client = cacheWith([[wallKeys.post("ayse", "pq9", 77), post]], me);
    const head = headOf("/user/ayse/wall/pq9", client);
    expect(head.title).toBe("Post by Ayşe");
    expect(head.description).toBe(post.content);
    expect(head.image).toBe("/og/post/90.jpg");
    expect(head.noindex).toBe(false);
    expect(head.jsonLd?.[0]).toMatchObject({
      "@type": "DiscussionForumPosting",
      headline: post.content,
      text: post.content,
      author: { name: "Ayşe", url: "/user/ayse" },
      datePublished: "2025-05-02T20:00:00Z",
      url: "/user/ayse/wall/pq9",
      interactionStatistic: [
        { interactionType: "https://schema.org/LikeAction", userInteractionCount: 12 },
        { interactionType: "https://schema.org/CommentAction", userInteractionCount: 4 },
      ],
    });
    // A visitor's render keeps its own entry: the member's copy is not theirs to show.
    client.setQueryData(userKeys.me, null);
    expectNotFound(headOf("/user/ayse/wall/pq9", client), "/user/ayse/wall/pq9", "cried");
  });

  it("a post for followers only, or with spoilers: not indexed, or its text kept back", () => {
    const followers = headOf("/user/ayse/wall/pq9", cacheWith([[wallKeys.post("ayse", "pq9", null), makePost({ visibility: "profile", followers_only: true })]]));
    expect(followers.noindex).toBe(true);
    const spoiler = headOf("/user/ayse/wall/pq9", cacheWith([[wallKeys.post("ayse", "pq9", null), makePost({ spoilers: true })]]));
    expect(spoiler.description).toBe(enPages.meta.spoilers);
    expect(html(spoiler, "/user/ayse/wall/pq9")).not.toContain("cried");
  });

  it("a member's reviews: named after them, with the reviews as an ItemList", () => {
    const head = headOf("/user/ayse/reviews", cacheWith([[userKeys.profile("ayse"), makeUser()], [reviewKeys.user("ayse"), reviewsPage([makeReview()])]]));
    expect(head.title).toBe("Reviews by Ayşe");
    expect(head.image).toBe("/og/user/5.jpg");
    expect(head.jsonLd?.[0]).toMatchObject({ "@type": "ItemList", itemListElement: [{ "@type": "ListItem", position: 1, url: "/shows/kizilcik-serbeti/reviews/44" }] });
  });

  it("a list: name, description, card and its shows in order as ListItems", () => {
    const head = headOf("/lists/12", cacheWith([[listKeys.detail(12, "en", null), makeList()]]));
    expect(head.title).toBe("Sunday dramas");
    expect(head.description).toBe("What I watch with my mother.");
    expect(head.image).toBe("/og/list/12.jpg");
    expect(head.noindex).toBe(false);
    expect(head.jsonLd?.[0]).toMatchObject({
      "@type": "ItemList",
      name: "Sunday dramas",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: "/shows/kizilcik-serbeti", name: "Kızılcık Şerbeti" },
        { "@type": "ListItem", position: 2, url: "/shows/yali-capkini", name: "Yalı Çapkını" },
      ],
    });
    const own = headOf("/lists/12", cacheWith([[listKeys.detail(12, "en", 5), makeList({ public: false, description: null })]], makeUser()));
    expect(own.noindex).toBe(true);
    expect(own.description).toBe("A list of TV shows by @ayse.");
  });

  it("a missing or failed item gives the not-found head and nothing of the item", async () => {
    const client = cacheWith([]);
    await failedQuery(client, showKeys.detail("secret-show", "en"));
    await failedQuery(client, listKeys.detail(13, "en", null));
    await failedQuery(client, userKeys.profile("blocker"));
    await failedQuery(client, wallKeys.post("ayse", "hidden1", null));
    expectNotFound(headOf("/shows/secret-show", client), "/shows/secret-show", "og/show");
    expectNotFound(headOf("/lists/13", client), "/lists/13", "og/list");
    expectNotFound(headOf("/user/blocker", client), "/user/blocker", "og/user");
    expectNotFound(headOf("/user/blocker/wall", client), "/user/blocker/wall", "og/user");
    expectNotFound(headOf("/user/ayse/wall/hidden1", client), "/user/ayse/wall/hidden1", "og/post");
    expectNotFound(headOf("/person/nobody", client), "/person/nobody");
    expectNotFound(headOf("/shows/x/reviews/0", client), "/shows/x/reviews/0");
    expectNotFound(headOf("/shows/x/season-1/episode-1", client), "/shows/x/season-1/episode-1");
    expectNotFound(headOf("/no/such/page", client), "/no/such/page");
  });

  it("a query that failed after it had data (a refetch) shows nothing of the stale item", async () => {
    const client = cacheWith([[listKeys.detail(12, "en", null), makeList()]]);
    await client.fetchQuery({ queryKey: listKeys.detail(12, "en", null), queryFn: () => Promise.reject(new Error("404")), retry: false, staleTime: 0 }).catch(() => undefined);
    expectNotFound(headOf("/lists/12", client), "/lists/12", "Sunday", "og/list");
  });

  it("hostile text from the API is escaped in the tags and cannot close the JSON-LD script", () => {
    const hostile = '"><script>alert(1)</script>';
    const show = makeShow({ original_title: hostile, synopsis: `</script><script>alert(2)</script> & more` });
    const tags = html(headOf("/shows/kizilcik-serbeti", cacheWith([[showKeys.detail("kizilcik-serbeti", "en"), show]])), "/shows/kizilcik-serbeti");
    expect(tags.match(/<script/g)).toHaveLength(1);
    expect(tags).not.toContain("alert(1)</script>");
    expect(tags).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(tags).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(2)");
  });
});

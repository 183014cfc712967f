/**
 * The requests `npm run bench` measures, and how the floor of each is taken: the repository
 * calls the route handler makes for that URL (see floors.mjs), without HTTP.
 */

/**
 * @typedef {object} Endpoint
 * @property {string} name        short label printed in the table
 * @property {"explore" | "search" | "show"} kind  which route handler (and so which repository calls)
 * @property {(ctx: { slug: string }) => string} path  request path and query string
 */

/** @type {Endpoint[]} */
export const ENDPOINTS = [
  { name: "explore (default)", kind: "explore", path: () => "/api/filter/shows" },
  { name: "explore popular", kind: "explore", path: () => "/api/filter/shows?sort_by=popular" },
  { name: "explore genre+type by rating", kind: "explore", path: () => "/api/filter/shows?genres[]=4&type[]=primetime&sort_by=rating" },
  {
    name: "explore Running 2010-20 by date",
    kind: "explore",
    path: () => "/api/filter/shows?status[]=Running&year_start=2010&year_end=2020&sort_by=date",
  },
  { name: "explore keyword by title", kind: "explore", path: () => "/api/filter/shows?keyword=kara&sort_by=title" },
  { name: "explore page 50", kind: "explore", path: () => "/api/filter/shows?page=50" },
  { name: "search 'ask sevda'", kind: "search", path: () => "/api/search/tv?keyword=ask%20sevda&limit=8" },
  { name: "search typo 'kara sevdsi'", kind: "search", path: () => "/api/search/tv?keyword=kara%20sevdsi&limit=8" },
  {
    name: "show page (all includes)",
    kind: "show",
    path: ({ slug }) => `/api/shows/${encodeURIComponent(slug)}?include=genres,network,seasons,cast,crew`,
  },
];

/**
 * Throughput (req/s, PostgreSQL, full size, 10 connections) of each endpoint before the visitor
 * response cache and the query work of issue 8 — "today" in its target "anonymous explore, show
 * and search reads at least 10× their throughput today". Measured 2026-11-25 04:45 UTC with this
 * bench on the same machine (load average 10 at the start, 17 at the end).
 * @type {Record<string, number>}
 */
export const THROUGHPUT_BEFORE = {
  "explore (default)": 360,
  "explore popular": 681,
  "explore genre+type by rating": 340,
  "explore Running 2010-20 by date": 168,
  "explore keyword by title": 150,
  "explore page 50": 668,
  "search 'ask sevda'": 91,
  "search typo 'kara sevdsi'": 235,
  "show page (all includes)": 149,
};

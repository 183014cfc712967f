import { LIMITS } from "@dizilog/shared";
import type { ExploreParams } from "../../entities/show";

/** The explore filters as the page keeps them (spec section 2 names and defaults). */
export interface ExploreState {
  keyword: string;
  sort: string;
  page: number;
  ratingStart: number;
  ratingEnd: number;
  yearStart: number;
  yearEnd: number;
  statuses: string[];
  genres: number[];
  types: string[];
  network: number | undefined;
  /** A streaming service's slug (decision 0044). */
  service: string | undefined;
}

export const currentYear = () => new Date().getFullYear();

export function defaultExploreState(): ExploreState {
  return {
    keyword: "",
    sort: "default",
    page: 1,
    ratingStart: 0,
    ratingEnd: LIMITS.ratingMax,
    yearStart: LIMITS.exploreYearFloor,
    yearEnd: currentYear(),
    statuses: [],
    genres: [],
    types: [],
    network: undefined,
    service: undefined,
  };
}

const list = (value: string | null) => (value ? value.split(",").filter(Boolean) : []);
const num = (value: string | null, fallback: number) => {
  const n = value === null ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
};

export function readExploreUrl(search: URLSearchParams): ExploreState {
  const d = defaultExploreState();
  const network = search.get("filter-network");
  const service = search.get("filter-service");
  return {
    keyword: search.get("keyword") ?? "",
    sort: search.get("sort_by") ?? d.sort,
    page: Math.max(1, Math.trunc(num(search.get("page"), 1))),
    ratingStart: num(search.get("filter-rating_start"), d.ratingStart),
    ratingEnd: num(search.get("filter-rating_end"), d.ratingEnd),
    yearStart: num(search.get("filter-year_start"), d.yearStart),
    yearEnd: num(search.get("filter-year_end"), d.yearEnd),
    statuses: list(search.get("filter-status")),
    genres: list(search.get("filter-genres")).map(Number).filter(Number.isInteger),
    types: list(search.get("filter-type")),
    network: network && /^\d+$/.test(network) ? Number(network) : undefined,
    service: service && /^[a-z0-9-]{1,60}$/.test(service) ? service : undefined,
  };
}

/** The page's own URL parameters; defaults are left out (spec). */
export function writeExploreUrl(state: ExploreState): URLSearchParams {
  const d = defaultExploreState();
  const params = new URLSearchParams();
  if (state.keyword.trim()) params.set("keyword", state.keyword.trim());
  if (state.sort !== d.sort) params.set("sort_by", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.ratingStart !== d.ratingStart) params.set("filter-rating_start", String(state.ratingStart));
  if (state.ratingEnd !== d.ratingEnd) params.set("filter-rating_end", String(state.ratingEnd));
  if (state.yearStart !== d.yearStart) params.set("filter-year_start", String(state.yearStart));
  if (state.yearEnd !== d.yearEnd) params.set("filter-year_end", String(state.yearEnd));
  if (state.statuses.length) params.set("filter-status", state.statuses.join(","));
  if (state.genres.length) params.set("filter-genres", state.genres.join(","));
  if (state.types.length) params.set("filter-type", state.types.join(","));
  if (state.network !== undefined) params.set("filter-network", String(state.network));
  if (state.service !== undefined) params.set("filter-service", state.service);
  return params;
}

export function hasFilters(state: ExploreState): boolean {
  return writeExploreUrl({ ...state, page: 1, sort: "default" }).toString() !== "";
}

/** Translates the page's names to the API's; the status filter is sent only for 1 to 3 statuses (spec). */
export function toApiParams(state: ExploreState): ExploreParams {
  const d = defaultExploreState();
  return {
    keyword: state.keyword.trim() || undefined,
    sort_by: state.sort !== d.sort ? state.sort : undefined,
    page: state.page > 1 ? state.page : undefined,
    rate_start: state.ratingStart !== d.ratingStart ? state.ratingStart : undefined,
    rate_end: state.ratingEnd !== d.ratingEnd ? state.ratingEnd : undefined,
    year_start: state.yearStart !== d.yearStart ? state.yearStart : undefined,
    year_end: state.yearEnd !== d.yearEnd ? state.yearEnd : undefined,
    status: state.statuses.length >= 1 && state.statuses.length <= 3 ? state.statuses : undefined,
    type: state.types.length ? state.types : undefined,
    genres: state.genres.length ? state.genres : undefined,
    network: state.network,
    service: state.service,
  };
}

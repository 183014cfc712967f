import { setTimeout as sleep } from "node:timers/promises";
import type { TvmazeCastCredit, TvmazeClient, TvmazeCrewCredit, TvmazeEpisode, TvmazeSeason, TvmazeShow } from "./tvmaze.client.js";

export interface PolitenessOptions {
  /** At most this many requests start within any `windowMs` (TVMaze allows about 20 per 10 s per address). */
  maxCalls?: number;
  windowMs?: number;
  /** The clock and the wait, so that tests see the schedule without waiting. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Below TVMaze's published limit (20 calls per 10 s), so that a 429 is the exception. */
export const TVMAZE_POLITENESS = { maxCalls: 16, windowMs: 10_000 } as const;

/**
 * A client that keeps to a request budget: a sliding window of the start instants of the last
 * `maxCalls` requests; a request that would exceed it waits until the oldest leaves the window.
 * Requests are made one at a time by the sync, so the window needs no lock.
 */
export class PoliteTvmazeClient implements TvmazeClient {
  private readonly starts: number[] = [];
  private readonly maxCalls: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(
    private readonly inner: TvmazeClient,
    options: PolitenessOptions = {},
  ) {
    this.maxCalls = options.maxCalls ?? TVMAZE_POLITENESS.maxCalls;
    this.windowMs = options.windowMs ?? TVMAZE_POLITENESS.windowMs;
    this.now = options.now ?? Date.now;
    this.wait = options.sleep ?? ((ms) => sleep(ms).then(() => undefined));
  }

  private async turn(): Promise<void> {
    for (;;) {
      const now = this.now();
      while (this.starts.length && this.starts[0]! <= now - this.windowMs) this.starts.shift();
      if (this.starts.length < this.maxCalls) {
        this.starts.push(now);
        return;
      }
      await this.wait(this.starts[0]! + this.windowMs - now);
    }
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    await this.turn();
    return request();
  }

  showById(id: number): Promise<TvmazeShow> {
    return this.call(() => this.inner.showById(id));
  }
  searchShow(name: string): Promise<TvmazeShow> {
    return this.call(() => this.inner.searchShow(name));
  }
  episodes(showId: number): Promise<TvmazeEpisode[]> {
    return this.call(() => this.inner.episodes(showId));
  }
  cast(showId: number): Promise<TvmazeCastCredit[]> {
    return this.call(() => this.inner.cast(showId));
  }
  crew(showId: number): Promise<TvmazeCrewCredit[]> {
    return this.call(() => this.inner.crew(showId));
  }
  seasons(showId: number): Promise<TvmazeSeason[]> {
    return this.call(() => this.inner.seasons(showId));
  }
}

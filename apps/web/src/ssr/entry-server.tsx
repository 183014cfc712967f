import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import type { Locale } from "@dizilog/shared";
import { AppProviders } from "../app/app";
import { headForPath, renderHeadTags } from "../app/head/page-head";
import { dehydrateAnswers } from "../app/query-state";
import { SITE_ROUTES } from "../app/router";
import { type RenderedWith, type RequestEnv, setServerEnv } from "../lib/env";
import { type PageStatus, PageStatusContext } from "../lib/page-status";
import { i18nFor } from "./server-i18n";

/** What the server knows of the request it draws a page for (apps/server/src/http/page-render.ts). */
export interface RenderInput {
  /** Path and query, as asked. */
  url: string;
  /** The site's own origin (APP_URL), for canonical and absolute addresses. */
  origin: string;
  cookies: Record<string, string | undefined>;
  locale: Locale;
  timeZone: string;
  now: number;
  theme: "light" | "dark";
  /** Calls the API in process with this request's cookies. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}

export interface RenderOutput {
  status: number;
  /** The tags of <head> for this page: title, description, canonical, hreflang, Open Graph, JSON-LD. */
  head: string;
  /** The content of <div id="root">. */
  body: string;
  /** The JSON of the `dz-state` script: the render's values and the answers it asked for. */
  state: string;
}

const requests = new AsyncLocalStorage<RequestEnv>();
setServerEnv(() => requests.getStore());

const handler = createStaticHandler(SITE_ROUTES);

/**
 * Draws one page: the same components and queries as the browser, every query answered before the
 * HTML is written (React's streaming renderer, read to its end: the page comes whole, with no
 * fallback to swap and no inline script, which the Content-Security-Policy forbids).
 */
export async function render(input: RenderInput): Promise<RenderOutput> {
  const i18n = await i18nFor(input.locale);
  const env: RequestEnv = { cookies: input.cookies, locale: input.locale, timeZone: input.timeZone, now: input.now, theme: input.theme, i18n, fetch: input.fetch };
  return requests.run(env, async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity } } });
    const request = new Request(new URL(input.url, input.origin));
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error(`The page answered ${context.status} before rendering`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const status: PageStatus = { code: 200 };
    const body = await renderToString(
      <StrictMode>
        <PageStatusContext value={status}>
          <I18nextProvider i18n={i18n}>
            <AppProviders client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </I18nextProvider>
        </PageStatusContext>
      </StrictMode>,
    );
    const url = new URL(request.url);
    const head = headForPath({ pathname: url.pathname, search: url.search, client, t: i18n.t, lang: i18n.language });
    const headTags = renderHeadTags(head, { origin: input.origin, pathname: url.pathname, search: url.search, locale: input.locale });
    const renderedWith: RenderedWith = { locale: input.locale, timeZone: input.timeZone, now: input.now, theme: input.theme };
    const state = scriptJson({ renderedWith, answers: dehydrateAnswers(client) });
    client.clear();
    return { status: status.code, head: headTags, body, state };
  });
}

/** The whole page as text, once every query has its answer. */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    let failed: unknown;
    const stream = renderToPipeableStream(element, {
      // Every boundary written in place: React outlines a large one (sent after, swapped in by an
      // inline script the Content-Security-Policy refuses) to paint the rest sooner; here the page
      // is sent whole anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
  });
}

/** JSON safe inside <script type="application/json">: nothing in it can close the script. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { type Readable, pipeline } from "node:stream";
import zlib from "node:zlib";
import ipaddr from "ipaddr.js";
import { isPublicAddress } from "../../lib/public-address.js";
import { LinkPreviewError } from "./link-previewer.js";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to (the system resolver by default; tests inject theirs). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The one call that opens a connection; tests wrap it to prove that a refused link opened none. */
export type Transport = (url: URL, options: http.RequestOptions) => http.ClientRequest;

export const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

export const nodeTransport: Transport = (url, options) => (url.protocol === "https:" ? https.request(url, options) : http.request(url, options));

export interface GuardedFetchOptions {
  resolve: Resolver;
  transport: Transport;
  /** `http://host:port` origins read even though their addresses are not public (tests; never in production). */
  testOrigins: ReadonlySet<string>;
  maxRedirects: number;
  userAgent: string;
}

/** A page whose answer is open: its final address, media type and (decoded) body stream. */
export interface OpenedPage {
  url: URL;
  contentType: string;
  charset: string | undefined;
  body: Readable;
  /** Ends the download (and its connection) early. */
  close(): void;
}

const refuse = (message: string) => new LinkPreviewError("refused", message);
const fail = (message: string) => new LinkPreviewError("failed", message);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PAGE_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1";

/**
 * GET a user's link without letting it reach into our network (decision 26): only http(s) on the
 * default port, no credentials in the address; the host is resolved once and every address it
 * resolves to must be public (`isPublicAddress`), and the connection is made to that checked
 * address (the request's `lookup` answers it, so a second resolution cannot rebind the name to an
 * inside address); each redirect is one more address checked the same way, at most `maxRedirects`.
 * The caller's `signal` bounds the whole exchange (every hop and the body). `accept` is the
 * request's Accept header (a page by default; a card's image asks for images).
 */
export async function openGuarded(link: string, options: GuardedFetchOptions, signal: AbortSignal, accept: string = PAGE_ACCEPT): Promise<OpenedPage> {
  let url = parseLink(link);
  for (let redirects = 0; ; redirects++) {
    const address = await checkedAddress(url, options, signal);
    const response = await get(url, address, options, signal, accept);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location) throw fail(`redirect ${status} without a location`);
      if (redirects >= options.maxRedirects) throw refuse(`more than ${options.maxRedirects} redirects`);
      url = parseLink(new URL(location, url).href);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw fail(`answered ${status}`);
    }
    const [contentType = "", ...parameters] = (response.headers["content-type"] ?? "").split(";").map((part) => part.trim());
    const charset = parameters.find((p) => /^charset=/i.test(p))?.slice(8).replace(/^["']|["']$/g, "");
    const body = decoded(response);
    return {
      url,
      contentType: contentType.toLowerCase(),
      charset,
      body,
      close: () => {
        body.destroy();
        response.destroy();
      },
    };
  }
}

/** An http(s) address without credentials; anything else is refused before any look-up. */
function parseLink(link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw refuse("not an address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse(`scheme ${url.protocol}`);
  if (url.username || url.password) throw refuse("credentials in the address");
  url.hash = "";
  return url;
}

/** The address to connect to: resolved once, every answer checked, the first one used. */
async function checkedAddress(url: URL, options: GuardedFetchOptions, signal: AbortSignal): Promise<ResolvedAddress> {
  const onTestOrigin = url.protocol === "http:" && options.testOrigins.has(url.origin);
  // Other ports are other services of a public host (a mail server, an admin panel): not ours to call.
  if (url.port !== "" && !onTestOrigin) throw refuse(`port ${url.port}`);
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  // RFC 6761: localhost names are the machine itself, whatever a resolver would say.
  if ((host === "localhost" || host.endsWith(".localhost")) && !onTestOrigin) throw refuse(`${host} is this machine`);
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === "ipv6" ? 6 : 4 }];
  } else {
    try {
      addresses = await untilAborted(options.resolve(host), signal);
    } catch {
      throw fail(signal.aborted ? "timed out" : `${host} does not resolve`);
    }
  }
  if (!addresses.length) throw fail(`${host} does not resolve`);
  if (!onTestOrigin) {
    const inside = addresses.find((a) => !isPublicAddress(a.address));
    if (inside) throw refuse(`${host} resolves to ${inside.address}, which is not a public address`);
  }
  return addresses[0]!;
}

/** The promise's value, or a rejection as soon as the signal aborts (a resolver that hangs). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(fail("timed out"));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(fail("timed out"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** One GET to the checked address; the answer's headers, or the reason it failed. */
function get(url: URL, address: ResolvedAddress, options: GuardedFetchOptions, signal: AbortSignal, accept: string): Promise<http.IncomingMessage> {
  // Whatever name the socket asks for, it gets the address checked above.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(fail("timed out"));
    const request = options.transport(url, {
      method: "GET",
      lookup: pinned,
      // A fresh connection per request: a pooled socket could belong to an earlier, other address.
      agent: false,
      signal,
      headers: {
        "user-agent": options.userAgent,
        accept,
        "accept-language": "tr,en;q=0.8",
        "accept-encoding": "gzip, deflate, br",
      },
    });
    request.on("response", resolve);
    request.on("error", (error) => reject(signal.aborted ? fail("timed out") : fail(error.message)));
    request.end();
  });
}

/** The body as sent before its content encoding (gzip, deflate, br); an unknown encoding fails. */
function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  switch (encoding) {
    case "":
    case "identity":
      return response;
    // pipeline: an aborted answer fails the decoder, and a reader that stops ends the answer.
    case "gzip":
    case "x-gzip":
      return pipeline(response, zlib.createGunzip(), () => undefined);
    case "deflate":
      return pipeline(response, zlib.createInflate(), () => undefined);
    case "br":
      return pipeline(response, zlib.createBrotliDecompress(), () => undefined);
    default:
      response.destroy();
      throw fail(`content encoding ${encoding}`);
  }
}

/**
 * The video hosts whose players a post may embed, and the player address of a link to one of their
 * videos. The player address is built here from the link's own id, never taken from the page
 * (`og:video` is whatever the page says): the client puts it in an `<iframe>`, and the page's
 * Content-Security-Policy admits exactly `VIDEO_PLAYER_ORIGINS` as frame sources.
 *
 * - YouTube (youtube.com, m., music., youtu.be, youtube-nocookie.com; watch, shorts, live, embed):
 *   the privacy-enhanced player at www.youtube-nocookie.com, with the link's start time.
 * - Vimeo (vimeo.com, channels, groups, showcases, player.vimeo.com; the hash of an unlisted video).
 * - Dailymotion (dailymotion.com/video, dai.ly).
 * - TikTok (tiktok.com/@user/video/{id}): TikTok's documented embed player (`/player/v1/{id}`).
 *
 * Turkish platforms (puhutv, BluTV — now HBO Max —, TOD, Exxen, Gain) publish no embeddable player
 * address, so their links are link cards (decision 26).
 */
export const VIDEO_PLAYER_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.dailymotion.com",
  "https://www.tiktok.com",
] as const;

type PlayerFor = (url: URL) => string | undefined;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A YouTube start time (`t=90`, `t=1m30s`, `start=90`) in whole seconds. */
function youtubeStart(url: URL): number | undefined {
  const raw = url.searchParams.get("t") ?? url.searchParams.get("start");
  if (!raw) return undefined;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(raw);
  if (!match) return undefined;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

const youtube: PlayerFor = (url) => {
  const host = url.hostname.replace(/^(www|m|music)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtu.be") id = segments[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (segments[0] === "watch") id = url.searchParams.get("v") ?? undefined;
    else if (segments[0] && ["shorts", "live", "embed", "v"].includes(segments[0])) id = segments[1];
  }
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  const start = youtubeStart(url);
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ""}`;
};

const vimeo: PlayerFor = (url) => {
  const host = url.hostname.replace(/^www\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === "player.vimeo.com") {
    if (segments[0] === "video") [id, hash] = [segments[1], url.searchParams.get("h") ?? undefined];
  } else if (host === "vimeo.com") {
    // vimeo.com/{id}[/{hash}], /channels/{name}/{id}, /groups/{name}/videos/{id}, /showcase/{n}/video/{id}, /album/{n}/video/{id}
    const index = segments.findIndex((segment) => /^\d+$/.test(segment) && segment.length >= 5);
    if (index >= 0) {
      id = segments[index];
      const next = segments[index + 1];
      if (index === 0 && next) hash = next;
    }
    hash ??= url.searchParams.get("h") ?? undefined;
  }
  if (!id || !/^\d{5,12}$/.test(id)) return undefined;
  const h = hash && /^[0-9a-f]{6,20}$/.test(hash) ? `?h=${hash}` : "";
  return `https://player.vimeo.com/video/${id}${h}`;
};

const dailymotion: PlayerFor = (url) => {
  const host = url.hostname.replace(/^www\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "dai.ly") id = segments[0];
  else if (host === "dailymotion.com") {
    if (segments[0] === "video") id = segments[1];
    else if (segments[0] === "embed" && segments[1] === "video") id = segments[2];
  }
  // Old addresses carry the title after the id: /video/x2jvvep_hakuna-matata.
  id = id?.split("_")[0];
  if (!id || !/^x[a-z0-9]{4,12}$/i.test(id)) return undefined;
  return `https://www.dailymotion.com/embed/video/${id}`;
};

const tiktok: PlayerFor = (url) => {
  const host = url.hostname.replace(/^(www|m)\./, "");
  if (host !== "tiktok.com") return undefined;
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (segments[0]?.startsWith("@") && segments[1] === "video") id = segments[2];
  else if (segments[0] === "player" && segments[1] === "v1") id = segments[2];
  else if (segments[0] === "v") id = segments[1]?.replace(/\.html$/, "");
  if (!id || !/^\d{10,25}$/.test(id)) return undefined;
  return `https://www.tiktok.com/player/v1/${id}`;
};

const PLAYERS: PlayerFor[] = [youtube, vimeo, dailymotion, tiktok];

/** The embeddable player of a link to a video on a whitelisted host (https only), or undefined. */
export function videoPlayerFor(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password || url.port) return undefined;
  for (const player of PLAYERS) {
    const address = player(url);
    if (address) return address;
  }
  return undefined;
}

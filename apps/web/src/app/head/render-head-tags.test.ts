import { describe, expect, it } from "vitest";
import { clipText, jsonForScript } from "./head-text";
import type { HeadContext, PageHead } from "./page-head";
import { renderHeadTags } from "./render-head-tags";

const context: HeadContext = { origin: "https://dizilog.example", pathname: "/shows/kizilcik-serbeti", search: "", locale: "en" };

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** Every `<meta>` of the HTML as [key, content] pairs, in order. */
function metas(html: string): [string, string][] {
  return [...html.matchAll(/<meta (?:name|property)="([^"]*)" content="([^"]*)">/g)].map((m) => [m[1]!, unescape(m[2]!)]);
}
const metaOf = (html: string, key: string) => metas(html).find(([name]) => name === key)?.[1];
const links = (html: string, rel: string) =>
  [...html.matchAll(/<link rel="([^"]*)"(?: hreflang="([^"]*)")? href="([^"]*)">/g)].filter((m) => m[1] === rel).map((m) => ({ hreflang: m[2], href: unescape(m[3]!) }));
const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

const show: PageHead = {
  title: "Kızılcık Şerbeti",
  description: "A family drama.",
  image: "/og/show/7.jpg",
  type: "video.tv_show",
  jsonLd: [{ "@context": "https://schema.org", "@type": "TVSeries", name: "Kızılcık Şerbeti", url: "/shows/kizilcik-serbeti", image: "/posters/7.jpg" }],
};

describe("renderHeadTags", () => {
  it("names the page after itself and the site, and the home page after the site alone", () => {
    expect(titleOf(renderHeadTags(show, context))).toBe("Kızılcık Şerbeti · Dizilog");
    expect(titleOf(renderHeadTags({ title: "Dizilog" }, { ...context, pathname: "/explore" }))).toBe("Dizilog");
  });

  it("gives the canonical address without lang, sorts or trackers, keeping a search's words and a page past the first", () => {
    const canonical = (pathname: string, search: string) => links(renderHeadTags({ title: "x" }, { ...context, pathname, search }), "canonical");
    expect(canonical("/shows/kizilcik-serbeti", "?lang=tr&utm_source=x")).toEqual([{ hreflang: undefined, href: "https://dizilog.example/shows/kizilcik-serbeti" }]);
    expect(canonical("/search", "?lang=de&q=  yal%C4%B1 +%C3%A7apk%C4%B1n%C4%B1 &page=1")[0]?.href).toBe("https://dizilog.example/search?q=yal%C4%B1+%C3%A7apk%C4%B1n%C4%B1");
    expect(canonical("/lists", "?sort=newest&page=3&lang=tr")[0]?.href).toBe("https://dizilog.example/lists?page=3");
    expect(canonical("/lists", "?page=abc")[0]?.href).toBe("https://dizilog.example/lists");
    // q means something on /search only.
    expect(canonical("/community", "?q=x&stream=following")[0]?.href).toBe("https://dizilog.example/community");
  });

  it("uses the head's own path when the address is another name of the page", () => {
    const html = renderHeadTags({ title: "Dizilog", canonicalPath: "/explore" }, { ...context, pathname: "/shows", search: "?page=2" });
    expect(links(html, "canonical")[0]?.href).toBe("https://dizilog.example/explore?page=2");
    expect(metaOf(html, "og:url")).toBe("https://dizilog.example/explore?page=2");
  });

  it("lists every site language once (no alias), pt-br as pt-BR, and x-default without lang", () => {
    const alternates = links(renderHeadTags(show, { ...context, search: "?lang=fa" }), "alternate");
    const tags = alternates.map((a) => a.hreflang);
    expect(tags).toEqual(["en", "tr", "sq", "ar", "fa", "fr", "de", "it", "pt-BR", "pt", "ru", "es", "en-AU", "en-CA", "en-US", "x-default"]);
    expect(tags).not.toContain("le");
    expect(alternates.find((a) => a.hreflang === "pt-BR")?.href).toBe("https://dizilog.example/shows/kizilcik-serbeti?lang=pt-br");
    expect(alternates.find((a) => a.hreflang === "x-default")?.href).toBe("https://dizilog.example/shows/kizilcik-serbeti");
    const search = links(renderHeadTags({ title: "x" }, { ...context, pathname: "/search", search: "?q=aşk" }), "alternate");
    expect(search.find((a) => a.hreflang === "tr")?.href).toBe("https://dizilog.example/search?q=a%C5%9Fk&lang=tr");
  });

  it("writes the Open Graph and Twitter cards with an absolute 1200×630 JPEG", () => {
    const html = renderHeadTags(show, { ...context, locale: "tr" });
    expect(metaOf(html, "og:site_name")).toBe("Dizilog");
    expect(metaOf(html, "og:title")).toBe("Kızılcık Şerbeti");
    expect(metaOf(html, "og:description")).toBe("A family drama.");
    expect(metaOf(html, "og:type")).toBe("video.tv_show");
    expect(metaOf(html, "og:url")).toBe("https://dizilog.example/shows/kizilcik-serbeti");
    expect(metaOf(html, "og:image")).toBe("https://dizilog.example/og/show/7.jpg");
    expect(metaOf(html, "og:image:width")).toBe("1200");
    expect(metaOf(html, "og:image:height")).toBe("630");
    expect(metaOf(html, "og:image:type")).toBe("image/jpeg");
    expect(metaOf(html, "og:image:alt")).toBe("Kızılcık Şerbeti");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "twitter:title")).toBe("Kızılcık Şerbeti");
    expect(metaOf(html, "twitter:description")).toBe("A family drama.");
    expect(metaOf(html, "twitter:image")).toBe("https://dizilog.example/og/show/7.jpg");
    expect(metaOf(html, "twitter:image:alt")).toBe("Kızılcık Şerbeti");
    expect(metaOf(html, "robots")).toBeUndefined();
  });

  it("names the locale as Open Graph does, with the others as alternates", () => {
    const localeOf = (locale: string) => {
      const html = renderHeadTags(show, { ...context, locale });
      return { own: metaOf(html, "og:locale"), alternates: metas(html).filter(([key]) => key === "og:locale:alternate").map(([, v]) => v) };
    };
    expect(localeOf("tr").own).toBe("tr_TR");
    expect(localeOf("ar").own).toBe("ar_AR");
    expect(localeOf("pt-br").own).toBe("pt_BR");
    expect(localeOf("le").own).toBe("en_US");
    const { alternates } = localeOf("fa");
    expect(alternates).toContain("pt_BR");
    expect(alternates).not.toContain("fa_IR");
    expect(new Set(alternates).size).toBe(alternates.length);
  });

  it("keeps an absolute image as it is, falls back to the site's card, and says noindex when asked", () => {
    expect(metaOf(renderHeadTags({ title: "x", image: "https://cdn.example/a.jpg" }, context), "og:image")).toBe("https://cdn.example/a.jpg");
    const html = renderHeadTags({ title: "Page not found", noindex: true }, context);
    expect(metaOf(html, "og:image")).toBe("https://dizilog.example/og/site.jpg");
    expect(metaOf(html, "robots")).toBe("noindex");
  });

  it("collapses the description and cuts it at a word, 160 characters at most", () => {
    const long = `${"Ömer and Nursema meet again.\n\n  ".repeat(10)}The end.`;
    const description = metaOf(renderHeadTags({ title: "x", description: long }, context), "description")!;
    expect(Array.from(description).length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ again…$|\w…$/);
    expect(description).not.toMatch(/\s{2}|\n/);
    expect(long.replace(/\s+/g, " ").startsWith(description.slice(0, -1))).toBe(true);
  });

  it("makes the JSON-LD's own addresses absolute", () => {
    const [data] = jsonLdOf(renderHeadTags(show, context));
    expect(data).toMatchObject({ "@type": "TVSeries", url: "https://dizilog.example/shows/kizilcik-serbeti", image: "https://dizilog.example/posters/7.jpg" });
  });

  it("escapes hostile text everywhere: no tag opens, no attribute or script closes", () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)> ' & </title>`;
    const html = renderHeadTags(
      {
        title: hostile,
        description: hostile,
        imageAlt: hostile,
        jsonLd: [{ "@context": "https://schema.org", "@type": "Review", name: hostile, reviewBody: "</script><!-- <script>alert(3)</script>" }],
      },
      { ...context, pathname: '/search"><script>x</script>', search: `?q=${encodeURIComponent(hostile)}` },
    );
    // The only tags are the head's own: one JSON-LD script and nothing else that runs.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img|<!--|<\/title>.*<\/title>/s);
    expect(titleOf(html)).toBe(`${hostile} · Dizilog`);
    expect(metaOf(html, "og:title")).toBe(hostile);
    expect(metaOf(html, "og:image:alt")).toBe(hostile);
    const [data] = jsonLdOf(html);
    expect(data?.name).toBe(hostile);
    expect(data?.reviewBody).toBe("</script><!-- <script>alert(3)</script>");
    // Every line is one whole tag.
    for (const line of html.split("\n")) expect(line).toMatch(/^<(title|meta|link|script)[ >].*(>|<\/title>|<\/script>)$/);
  });
});

describe("clipText", () => {
  it("leaves a short text whole and never cuts a character in half", () => {
    expect(clipText("  short\ttext ")).toBe("short text");
    const emoji = "😀".repeat(200);
    const clipped = clipText(emoji);
    expect(Array.from(clipped)).toHaveLength(160);
    expect(clipped.endsWith("😀…")).toBe(true);
  });
});

describe("jsonForScript", () => {
  it("writes <, > and & as \\u escapes that parse back to the same text", () => {
    const text = jsonForScript({ a: "</script> & <!--" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ a: "</script> & <!--" });
  });
});

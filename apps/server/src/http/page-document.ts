import { readFileSync } from "node:fs";
import path from "node:path";
import { WEB_DIST_DIR } from "../paths.js";

/** What a page's document is made of besides the built index.html (http/page-render.ts). */
export interface DocumentParts {
  /** `lang` and `dir` of <html>, and its `dark` class. */
  lang: string;
  dir: "ltr" | "rtl";
  dark: boolean;
  /** Tags for <head> (title, description, canonical, hreflang, Open Graph, JSON-LD). */
  head?: string | undefined;
  /** The server-drawn content of #root; without it the shell's placeholder stays. */
  body?: string | undefined;
  /** The JSON the browser hydrates with (`dz-state`). */
  state?: string | undefined;
  pathname: string;
  /** A signed-in user's page: the avatar menu's code (a lazy chunk) is linked too. */
  signedIn?: boolean | undefined;
  /** The data saver is on (its cookie, decision 0050): no speculative `modulepreload` links. */
  dataSaver?: boolean | undefined;
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The lazy page each public address opens: its code is linked so that hydration need not wait. */
const PAGE_SOURCES: [RegExp, string][] = [
  [/^\/(explore|shows)\/?$/, "src/pages/explore-page.tsx"],
  [/^\/shows\/[^/]+\/?$/, "src/pages/show-page.tsx"],
  [/^\/shows\/[^/]+\/season-\d+\/?$/, "src/pages/season-page.tsx"],
  [/^\/shows\/[^/]+\/season-\d+\/episode-\d+\/?$/, "src/pages/episode-page.tsx"],
  [/^\/shows\/[^/]+\/reviews\/\d+\/?$/, "src/pages/review-page.tsx"],
  [/^\/person\/[^/]+\/?$/, "src/pages/person-page.tsx"],
  [/^\/(genre|slug)\/[^/]+\/?$/, "src/pages/genre-page.tsx"],
  [/^\/search\/?$/, "src/pages/search-page.tsx"],
  [/^\/birthdays\/?$/, "src/pages/birthdays-page.tsx"],
  [/^\/community\/?$/, "src/pages/community-page.tsx"],
  [/^\/hashtag\/[^/]+\/?$/, "src/pages/hashtag-page.tsx"],
  [/^\/user\/[^/]+\/?$/, "src/pages/user-profile-page.tsx"],
  [/^\/user\/[^/]+\/wall\/?$/, "src/pages/user-wall-page.tsx"],
  [/^\/user\/[^/]+\/wall\/[^/]+\/?$/, "src/pages/post-page.tsx"],
  [/^\/user\/[^/]+\/reviews\/?$/, "src/pages/user-reviews-page.tsx"],
  [/^\/lists\/\d+\/?$/, "src/pages/list-page.tsx"],
  [/^\/lists\/?$/, "src/pages/lists-page.tsx"],
  [/^\/airing-today\/?$/, "src/pages/airing-today-page.tsx"],
  // Social charts and couples (decision 0045).
  [/^\/charts\/?$/, "src/pages/charts-page.tsx"],
  [/^\/pairs\/?$/, "src/pages/pairs-page.tsx"],
  [/^\/pairs\/[^/]+\/?$/, "src/pages/pair-page.tsx"],
  [/^\/stats(\/\d{4})?\/?$/, "src/pages/stats-page.tsx"],
  [/^\/news(\/[^/]+)?\/?$/, "src/pages/news-routes.tsx"],
  [/^\/buzz\/?$/, "src/pages/buzz-page.tsx"],
  // Pro's upgrade page (decision 0056).
  [/^\/pro\/?$/, "src/pages/pro-page.tsx"],
  // Discovery (decision 0050)
  [/^\/home\/?$/, "src/pages/home-page.tsx"],
  [/^\/upcoming\/?$/, "src/pages/upcoming-page.tsx"],
  [/^\/trending\/?$/, "src/pages/trending-page.tsx"],
  [/^\/people\/?$/, "src/pages/people-page.tsx"],
  [/^\/mood(\/[a-z]+)?\/?$/, "src/pages/mood-page.tsx"],
  [/^\/ratings\/?$/, "src/pages/ratings-page.tsx"],
  [/^\/ratings\/weekly\/?$/, "src/pages/ratings-weekly-page.tsx"],
];

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The documents of the built client: index.html with the page's head, content and state put in,
 * and links to the lazy page's code. Read once; every page is string surgery on the same template.
 */
export class PageDocuments {
  private readonly template: string;
  private readonly pageLinks = new Map<string, string>();
  private readonly userMenuLinks: string;

  private constructor(template: string, manifest: Manifest | undefined) {
    this.template = template;
    this.userMenuLinks = manifest ? pageLinks(template, manifest, "src/features/auth/user-menu.tsx") : "";
    for (const [, source] of PAGE_SOURCES) {
      const links = manifest ? pageLinks(template, manifest, source) : "";
      this.pageLinks.set(source, links);
    }
  }

  /** The documents of the build in apps/web/dist, or undefined when there is no build. */
  static load(dir = WEB_DIST_DIR): PageDocuments | undefined {
    let template: string;
    try {
      template = readFileSync(path.join(dir, "index.html"), "utf8");
    } catch {
      return undefined;
    }
    let manifest: Manifest | undefined;
    try {
      manifest = JSON.parse(readFileSync(path.join(dir, ".vite", "manifest.json"), "utf8")) as Manifest;
    } catch {
      manifest = undefined;
    }
    return new PageDocuments(inlineStylesheets(template, dir), manifest);
  }

  render(parts: DocumentParts): string {
    let html = this.template.replace(
      /<html[^>]*>/,
      `<html lang="${escapeAttribute(parts.lang)}" dir="${parts.dir}"${parts.dark ? ' class="dark"' : ""}>`,
    );
    const page = PAGE_SOURCES.find(([pattern]) => pattern.test(parts.pathname));
    let links = (page ? (this.pageLinks.get(page[1]) ?? "") : "") + (parts.signedIn ? this.userMenuLinks : "");
    // The page is painted already and its scripts import what they need when they need it: with
    // the data saver on, nothing is fetched ahead (the stylesheets a page needs stay).
    if (parts.dataSaver) links = links.replace(/<link rel="modulepreload"[^>]*>/g, "");
    if (parts.head !== undefined) {
      // The page's own title and description replace the shell's.
      html = html.replace(/<title>[^<]*<\/title>/, "").replace(/<meta name="description"[^>]*>/, "");
      html = html.replace("</head>", `${parts.head}${links}</head>`);
    } else if (links) html = html.replace("</head>", `${links}</head>`);
    if (parts.body !== undefined) {
      html = html.replace(/<!--page-->[\s\S]*<!--\/page-->/, () => parts.body ?? "");
      // Read by the entry script (a module, so it runs once the document is parsed).
      html = html.replace("<!--state-->", () => `<script type="application/json" id="dz-state">${parts.state ?? "{}"}</script>`);
    }
    return html;
  }
}

/**
 * The build's stylesheet written into the document instead of linked: on a phone the linked file was
 * a second round trip before the first paint (Lighthouse's "render-blocking request"); ~11 KB of
 * brotli in every page instead. The Content-Security-Policy allows inline styles (Tailwind's).
 */
function inlineStylesheets(template: string, dir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    try {
      const css = readFileSync(path.join(dir, file), "utf8");
      return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
    } catch {
      return link;
    }
  });
}

/**
 * `modulepreload` links for a lazy page's code and the chunks it imports that the entry does not
 * already load, its stylesheets, and the page texts (English, which every language falls back to).
 */
function pageLinks(template: string, manifest: Manifest, source: string): string {
  if (!manifest[source]) return "";
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(source);
  const texts = manifest["src/i18n/locales/pages/en.json"];
  if (texts) files.add(texts.file);
  // Low priority: the page is already painted; its code only makes it interactive.
  return [
    ...[...files].filter((file) => !template.includes(`"/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
    ...[...css].filter((file) => !template.includes(`"/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join("");
}

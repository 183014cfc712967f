import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * News Markdown to safe HTML (decision 0047), in two walls:
 *
 * 1. markdown-it with `html: false` (raw HTML in the text stays text, escaped) and our own
 *    `validateLink`: a link's or image's destination is kept only when it is http(s), mailto
 *    (links only) or relative; anything else — `javascript:`, `data:`, `vbscript:`, `file:`, an
 *    entity-spelled or whitespace-broken scheme — is not made a link at all.
 * 2. sanitize-html with a strict allow-list of the tags Markdown makes and the attributes they
 *    need, the same schemes, and `rel="nofollow noopener"` (+ `target` never) on external links.
 *
 * Either wall alone stops a script; both together mean a bug in one is not a hole.
 */

/** Letters that a browser ignores inside a scheme (tab, newline, carriage return) and control characters. */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u001f\u007f-\u009f\s]/g;

/** The scheme of a destination as a browser reads it (lower case, ignored characters dropped), or null for a relative one. */
export function schemeOf(url: string): string | null {
  const cleaned = url.replace(IGNORED_IN_SCHEME, "");
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned);
  return match ? match[1]!.toLowerCase() : null;
}

function percentDecoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

function isSafeDestination(url: string, image: boolean): boolean {
  // Browsers read `\` as `/`, and nothing an article links needs one.
  if (url.includes("\\") || /%5c/i.test(url)) return false;
  const trimmed = url.trim();
  if (trimmed.startsWith("//")) return true; // protocol-relative: http(s) on our https site
  // As written and percent-decoded, without the characters a browser drops from a scheme.
  for (const candidate of [trimmed, percentDecoded(trimmed)]) {
    const cleaned = candidate.replace(IGNORED_IN_SCHEME, "");
    const scheme = schemeOf(cleaned);
    if (scheme === null) {
      // A relative destination has no colon before its path, query or fragment ("jav%09ascript:x").
      if (/^[^/?#]*:/.test(cleaned)) return false;
      continue;
    }
    if (scheme === "http" || scheme === "https") continue;
    if (!image && scheme === "mailto") continue;
    return false;
  }
  return true;
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
md.validateLink = (url: string) => isSafeDestination(url, false);
// Images are checked again (no mailto) by the image rule below.
const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const src = String(token.attrGet("src") ?? "");
  if (!isSafeDestination(src, true)) return md.utils.escapeHtml(String(token.content));
  token.attrSet("loading", "lazy");
  return defaultImage(tokens, idx, options, env, self);
};

const ALLOWED_TAGS = [
  "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li", "strong", "em", "s", "del",
  "code", "pre", "a", "img", "table", "thead", "tbody", "tr", "th", "td",
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "loading"],
    ol: ["start"],
    th: ["style"],
    td: ["style"],
  },
  allowedStyles: { th: { "text-align": [/^(left|right|center)$/] }, td: { "text-align": [/^(left|right|center)$/] } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: true,
  disallowedTagsMode: "escape",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^(https?:)?\/\//i.test(href.trim());
      const out: Record<string, string> = {};
      if (href && isSafeDestination(href, false)) out.href = href;
      if (attribs.title) out.title = attribs.title;
      if (external) out.rel = "nofollow noopener";
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = attribs.src ?? "";
      if (!isSafeDestination(src, true)) return { tagName: "span", attribs: {}, text: attribs.alt ?? "" };
      return { tagName, attribs };
    },
  },
};

/** The article's HTML: Markdown rendered without raw HTML, then sanitized with the allow-list. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(md.render(markdown), SANITIZE).trim();
}

/** The first words of an article as plain text (a card's summary, a page's description). */
export function plainSummary(html: string, max = 200): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

import fc from "fast-check";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { renderMarkdown, schemeOf } from "../../src/lib/markdown.js";

const ALLOWED_TAGS = new Set(["p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li", "strong", "em", "s", "del", "code", "pre", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "span"]);
const ALLOWED_ATTRS = new Set(["href", "title", "rel", "src", "alt", "loading", "start", "style"]);

/** Every element and attribute of the HTML, as a browser would decode them. */
function elements(html: string): { tag: string; attrs: Record<string, string> }[] {
  const found: { tag: string; attrs: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (tag, attrs) => found.push({ tag, attrs }) }, { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true });
  parser.write(html);
  parser.end();
  return found;
}

/** The rule the article's HTML keeps whatever the input: known tags and attributes, no handlers, safe destinations. */
function assertSafe(markdown: string): void {
  const html = renderMarkdown(markdown);
  for (const { tag, attrs } of elements(html)) {
    expect(ALLOWED_TAGS.has(tag), `${tag} in ${html}`).toBe(true);
    for (const [name, value] of Object.entries(attrs)) {
      expect(ALLOWED_ATTRS.has(name), `${name} in ${html}`).toBe(true);
      if (name === "href") expect([null, "http", "https", "mailto"], `${value} in ${html}`).toContain(schemeOf(value));
      if (name === "src") expect([null, "http", "https"], `${value} in ${html}`).toContain(schemeOf(value));
      if (name === "style") expect(value).toMatch(/^text-align:(left|right|center);?$/);
    }
  }
  expect(html).not.toMatch(/<(script|iframe|object|embed|style|svg|math|form|input|base|meta|link)\b/i);
}

const BAD_SCHEMES = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  " javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "&#0000106;avascript:alert(1)",
  "javascript&colon;alert(1)",
  "javascript&#58;alert(1)",
  "jav&#x09;ascript:alert(1)",
  "%6Aavascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "file:///etc/passwd",
  "\\javascript:alert(1)",
];

describe("renderMarkdown: the safe article HTML", () => {
  it("renders what an article needs", () => {
    expect(renderMarkdown("## Title\n\n- one\n- **two**\n\n> quote\n\n`code`")).toBe(
      "<h2>Title</h2>\n<ul>\n<li>one</li>\n<li><strong>two</strong></li>\n</ul>\n<blockquote>\n<p>quote</p>\n</blockquote>\n<p><code>code</code></p>",
    );
    expect(renderMarkdown("[site](https://dizilog.example/a?b=1&c=2) [page](/shows/x) [mail](mailto:a@b.example)")).toBe(
      '<p><a href="https://dizilog.example/a?b=1&amp;c=2" rel="nofollow noopener">site</a> <a href="/shows/x">page</a> <a href="mailto:a@b.example">mail</a></p>',
    );
    expect(renderMarkdown("![poster](https://img.example/p.png)")).toBe('<p><img src="https://img.example/p.png" alt="poster" loading="lazy" /></p>');
  });

  it("keeps raw HTML as text", () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">x</a>\n\n<iframe src="x"></iframe>');
    expect(html).not.toMatch(/<script|<img|<a |<iframe/);
    expect(html).toContain("&lt;script&gt;");
    assertSafe(html);
  });

  it.each(BAD_SCHEMES)("never links %j, in any Markdown form", (destination) => {
    const forms = [
      `[click](${destination})`,
      `[click](<${destination}>)`,
      `[click](${destination} "title")`,
      `[click][ref]\n\n[ref]: ${destination}`,
      `[ref]\n\n[ref]: <${destination}>`,
      `<${destination}>`,
      `![img](${destination})`,
      `![img][r]\n\n[r]: ${destination}`,
      `[![img](${destination})](${destination})`,
    ];
    for (const markdown of forms) {
      const html = renderMarkdown(markdown);
      for (const { attrs } of elements(html)) {
        for (const name of ["href", "src"]) if (attrs[name] !== undefined) expect(decodeURIComponent(attrs[name]!).toLowerCase(), markdown).not.toMatch(/script|data|file|:/);
      }
      assertSafe(markdown);
    }
  });

  it("does not let a title or alt text break out of its attribute", () => {
    const html = renderMarkdown('[a](https://x.example "t\\" onmouseover=\\"alert(1)") ![b" onerror="alert(1)](https://x.example/i.png)');
    for (const { attrs } of elements(html)) expect(Object.keys(attrs).some((n) => n.startsWith("on"))).toBe(false);
    assertSafe(html);
  });

  it("refuses mailto and data for images, but keeps relative ones", () => {
    expect(renderMarkdown("![m](mailto:a@b.example)")).not.toContain("<img");
    expect(renderMarkdown("![r](/media/news/abc.webp)")).toContain('<img src="/media/news/abc.webp"');
  });

  it("stays safe for any generated input (fast-check)", () => {
    const piece = fc.oneof(
      fc.constantFrom(...BAD_SCHEMES),
      fc.constantFrom("[", "]", "(", ")", "<", ">", "!", '"', "'", "`", "&", "#", ";", ":", "\n", "\n\n", " ", "\t", "\\", "=", "*", "_", "|", "-"),
      fc.constantFrom("<script>", "</script>", "<img src=x onerror=alert(1)>", "<svg/onload=alert(1)>", "onerror=", "style=", "&lt;", "&#x3C;", "&quot;", "&#34;", "https://ok.example", "mailto:x@y.example", "[x]: ", "javascript", "data:", "vbscript"),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        assertSafe(parts.join(""));
      }),
      { numRuns: 1500 },
    );
  });

  it("stays safe for link and image templates filled with generated destinations (fast-check)", () => {
    const destination = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.tuple(fc.constantFrom(...BAD_SCHEMES), fc.string({ maxLength: 5 })).map(([a, b]) => a + b),
      fc.tuple(fc.constantFrom("java", "JAVA", "vb", "da"), fc.constantFrom("", "\t", "\n", "&#x09;", "&#10;", "\u0000", "%09"), fc.constantFrom("script:", "ta:", "Script&colon;")).map((p) => p.join("")),
    );
    fc.assert(
      fc.property(destination, fc.constantFrom("[a](%)", "[a](<%>)", "![a](%)", "<%>", "[a][r]\n\n[r]: %", "[a](% 'x')"), (dest, template) => {
        assertSafe(template.replace("%", dest));
      }),
      { numRuns: 2000 },
    );
  });
});

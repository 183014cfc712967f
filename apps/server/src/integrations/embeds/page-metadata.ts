import { Parser } from "htmlparser2";
import { LinkPreviewError } from "./link-previewer.js";
import type { OpenedPage } from "./guarded-fetch.js";

/** What a page says about itself in its head: Open Graph, Twitter cards, `<title>`, meta description. */
export interface PageMetadata {
  title: string | undefined;
  description: string | undefined;
  siteName: string | undefined;
  /** As written in the page (maybe relative). */
  image: string | undefined;
}

/** The meta names read, first occurrence of each kept. */
const META_KEYS = new Set([
  "og:title",
  "og:description",
  "og:site_name",
  "og:image",
  "og:image:url",
  "og:image:secure_url",
  "twitter:title",
  "twitter:description",
  "twitter:image",
  "twitter:image:src",
  "description",
]);

/** The HTML standard's pre-scan window for a `<meta charset>`. */
const SNIFF_BYTES = 1024;

/**
 * Reads an HTML page's metadata with htmlparser2 as the body arrives, and stops the download at the
 * end of the head (`</head>` or `<body>`), so that a large page costs its head only. A body that
 * passes `maxBytes` (decoded) before its head ends fails. The text is decoded in the page's charset
 * (the header's, else its `<meta charset>`, else UTF-8; windows-1254 and the like through ICU).
 */
export function readPageMetadata(page: OpenedPage, maxBytes: number, signal: AbortSignal): Promise<PageMetadata> {
  return new Promise((resolve, reject) => {
    const meta = new Map<string, string>();
    let title: string | undefined;
    let inTitle = false;
    let titleText = "";
    let settled = false;
    let received = 0;
    let pending: Buffer[] = [];
    let decoder: TextDecoder | undefined;

    const finish = (error?: LinkPreviewError) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      page.close();
      if (error) return reject(error);
      const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value !== undefined && value !== "");
      resolve({
        title: first("og:title", "twitter:title") ?? title,
        description: first("og:description", "twitter:description", "description"),
        siteName: first("og:site_name"),
        image: first("og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src"),
      });
    };
    const onAbort = () => finish(new LinkPreviewError("failed", "timed out"));
    signal.addEventListener("abort", onAbort, { once: true });

    const parser = new Parser(
      {
        onopentag(name, attributes) {
          if (name === "body") return finish();
          if (name === "title" && title === undefined) {
            inTitle = true;
            titleText = "";
          }
          if (name !== "meta") return;
          const key = (attributes.property ?? attributes.name ?? "").trim().toLowerCase();
          const content = attributes.content;
          if (META_KEYS.has(key) && content !== undefined && !meta.has(key)) meta.set(key, content);
        },
        ontext(text) {
          if (inTitle) titleText += text;
        },
        onclosetag(name) {
          if (name === "title" && inTitle) {
            inTitle = false;
            title = titleText;
          }
          if (name === "head") finish();
        },
      },
      { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    );

    const feed = (bytes: Buffer, last: boolean) => {
      decoder ??= decoderFor(page.charset ?? sniffCharset(bytes));
      const text = decoder.decode(bytes, { stream: !last });
      if (text) parser.write(text);
      if (last) parser.end();
    };

    page.body.on("data", (chunk: Buffer) => {
      if (settled) return;
      received += chunk.length;
      if (received > maxBytes) return finish(new LinkPreviewError("failed", `the page's head passes ${maxBytes} bytes`));
      if (decoder) return feed(chunk, false);
      pending.push(chunk);
      if (received >= SNIFF_BYTES) {
        const head = Buffer.concat(pending);
        pending = [];
        feed(head, false);
      }
    });
    page.body.on("end", () => {
      if (settled) return;
      feed(Buffer.concat(pending), true);
      finish();
    });
    page.body.on("error", () => finish(new LinkPreviewError("failed", signal.aborted ? "timed out" : "the answer broke off")));
    page.body.on("close", () => {
      // Closed without an end: the connection was cut.
      if (!settled && !page.body.readableEnded) finish(new LinkPreviewError("failed", signal.aborted ? "timed out" : "the answer broke off"));
    });
  });
}

/** `<meta charset="…">` or `<meta http-equiv="content-type" content="…; charset=…">` in the first bytes. */
function sniffCharset(bytes: Buffer): string | undefined {
  const text = bytes.subarray(0, SNIFF_BYTES).toString("latin1");
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i.exec(text)?.[1];
}

function decoderFor(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset ?? "utf-8");
  } catch {
    return new TextDecoder("utf-8");
  }
}

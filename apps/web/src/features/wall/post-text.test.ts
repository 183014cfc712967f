import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { linkPostText } from "./post-text";

const html = (text: string, mentions: { username: string; slug: string }[] = []) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, linkPostText(text, mentions)));

describe("a post's text", () => {
  it("is text: markup in it is shown, never run", () => {
    const out = html('<img src=x onerror="alert(1)"> <b>kalın</b>');
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<b>");
    expect(out).toContain("&lt;b&gt;kalın&lt;/b&gt;");
  });

  it("links the server's mentions to their profiles, and leaves other @words plain", () => {
    const out = html("Selam @AyseFan ve @kimseDegil!", [{ username: "aysefan", slug: "aysefan" }]);
    expect(out).toMatch(/<a [^>]*href="\/user\/aysefan"/);
    expect(out).toContain("@AyseFan</bdi></a>");
    expect(out).toContain("ve @kimseDegil!");
  });

  it("links hashtags to their page by their folded keyword, Turkish letters included", () => {
    const out = html("Bu akşam #ÇayKeyfi ve #IĞDIR, ama a#b değil");
    expect(out).toContain(`href="/hashtag/${encodeURIComponent("çaykeyfi")}"`);
    expect(out).toContain(">#ÇayKeyfi</a>");
    expect(out).toContain(`href="/hashtag/${encodeURIComponent("ığdır")}"`);
    expect(out).toContain("ama a#b değil");
  });
});

import { describe, expect, it } from "vitest";
import { VIDEO_PLAYER_ORIGINS, videoPlayerFor } from "./video-hosts.js";

describe("videoPlayerFor", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=1m30s", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://music.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc&t=42", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42"],
    ["https://www.youtube.com/shorts/aBcDeFgHiJk", "https://www.youtube-nocookie.com/embed/aBcDeFgHiJk"],
    ["https://www.youtube.com/live/aBcDeFgHiJk?feature=share", "https://www.youtube-nocookie.com/embed/aBcDeFgHiJk"],
    ["https://www.youtube.com/embed/aBcDeFgHiJk", "https://www.youtube-nocookie.com/embed/aBcDeFgHiJk"],
    ["https://www.youtube-nocookie.com/embed/aBcDeFgHiJk", "https://www.youtube-nocookie.com/embed/aBcDeFgHiJk"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/76979871/8272103f6e", "https://player.vimeo.com/video/76979871?h=8272103f6e"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/groups/shortfilms/videos/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871?h=8272103f6e", "https://player.vimeo.com/video/76979871?h=8272103f6e"],
    ["https://www.dailymotion.com/video/x8abc12", "https://www.dailymotion.com/embed/video/x8abc12"],
    ["https://www.dailymotion.com/video/x2jvvep_hakuna-matata_music", "https://www.dailymotion.com/embed/video/x2jvvep"],
    ["https://dai.ly/x8abc12", "https://www.dailymotion.com/embed/video/x8abc12"],
    ["https://www.tiktok.com/@scout2015/video/6718335390845095173?lang=tr", "https://www.tiktok.com/player/v1/6718335390845095173"],
    ["https://m.tiktok.com/v/6718335390845095173.html", "https://www.tiktok.com/player/v1/6718335390845095173"],
  ])("%s plays in %s", (link, player) => {
    expect(videoPlayerFor(link)).toBe(player);
    expect(VIDEO_PLAYER_ORIGINS).toContain(new URL(player).origin);
  });

  it.each([
    "https://www.youtube.com/",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload%3D",
    "https://www.youtube.com/channel/UC123",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
    "https://user@www.youtube.com/watch?v=dQw4w9WgXcQ",
    "javascript://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://vimeo.com/about",
    "https://www.dailymotion.com/user/someone",
    "https://www.tiktok.com/@scout2015",
    "https://puhutv.com/yali-capkini-1-bolum-izle",
    "https://www.blutv.com/diziler/yerli/kizil-goncalar",
    "https://example.com/video.mp4",
    "not a url",
  ])("%s has no player", (link) => {
    expect(videoPlayerFor(link)).toBeUndefined();
  });
});

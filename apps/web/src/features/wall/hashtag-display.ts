import { foldHashtag, splitHashtags } from "@dizilog/shared/api/wall-ids";

/**
 * How a hashtag is written, for its page's heading: the form of its earliest use among the posts
 * at hand (`contents` newest first, as the feed lists them), so `#Kızılcık` is not shown as
 * `#kızılcık`; the folded keyword when none of them writes it.
 */
export function hashtagDisplay(contents: readonly string[], keyword: string): string {
  for (let i = contents.length - 1; i >= 0; i--) {
    const found = splitHashtags(contents[i]!).find((part) => part.hashtag === keyword);
    if (found) return found.text.slice(1);
  }
  return foldHashtag(keyword);
}

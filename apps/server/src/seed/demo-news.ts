import type { Executor } from "../db/database.js";
import { renderMarkdown } from "../lib/markdown.js";
import { slugify } from "../lib/slug.js";
import { insertNews, setNewsShows } from "../repositories/news.repository.js";

/**
 * The demo catalog's news (decision 0047): three sample articles, marked `sample` (the pages show a
 * "sample" label), linked to demo shows by title. Rendered by the articles' own renderer.
 */
const SAMPLE_NEWS: { title: string; language: string; shows: string[]; daysAgo: number; body: string }[] = [
  {
    title: "Yalı Çapkını and Kuruluş: Osman lead the autumn season",
    language: "en",
    shows: ["Yalı Çapkını", "Kuruluş: Osman"],
    daysAgo: 0,
    body: [
      "The new season is under way, and two shows set the pace in the first weeks.",
      "",
      "## What to expect",
      "",
      "- **Yalı Çapkını** returns with its family drama on the Bosphorus.",
      "- **Kuruluş: Osman** continues the story of the founder of an empire.",
      "",
      "Follow both shows to get their new episodes in your tracker.",
      "",
      "_This is a sample article of the demo catalog._",
    ].join("\n"),
  },
  {
    title: "Aşk-ı Memnu: why the classic still finds new fans",
    language: "en",
    shows: ["Aşk-ı Memnu"],
    daysAgo: 2,
    body: [
      "More than a decade after its finale, **Aşk-ı Memnu** is still one of the most tracked classics.",
      "",
      "> A story of forbidden love that set the standard for a generation of dramas.",
      "",
      "Tell us in the comments which scene you remember best.",
      "",
      "_This is a sample article of the demo catalog._",
    ].join("\n"),
  },
  {
    title: "Kara Sevda: dizinin unutulmaz sahneleri",
    language: "tr",
    shows: ["Kara Sevda"],
    daysAgo: 4,
    body: [
      "**Kara Sevda**, Emmy ödüllü ilk Türk dizisi olarak tarihe geçti.",
      "",
      "Sizce dizinin en unutulmaz sahnesi hangisiydi? Yorumlarda paylaşın.",
      "",
      "_Bu, demo kataloğunun örnek bir haberidir._",
    ].join("\n"),
  },
];

/** Inserts the sample articles in the seed's transaction; shows missing from the catalog are skipped. */
export async function seedDemoNews(db: Executor, showIdByTitle: ReadonlyMap<string, number>, now: Date = new Date()): Promise<void> {
  for (const [i, article] of SAMPLE_NEWS.entries()) {
    const at = new Date(now.getTime() - article.daysAgo * 86_400_000 - i * 60_000);
    const row = await insertNews(db, {
      slug: slugify(article.title),
      title: article.title,
      body: article.body,
      html: renderMarkdown(article.body),
      coverKey: null,
      coverWidth: null,
      coverHeight: null,
      language: article.language,
      authorId: null,
      sample: true,
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const showIds = article.shows.map((title) => showIdByTitle.get(title)).filter((id): id is number => id !== undefined);
    await setNewsShows(db, row.id, showIds);
  }
}

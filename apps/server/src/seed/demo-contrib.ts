import type { Executor } from "../db/database.js";
import { insertMusic } from "../repositories/contrib.repository.js";

/**
 * Sample soundtracks for the demo catalog (decision 0049), marked `sample` so that the music modal
 * shows them as sample data until a show's moderators keep its soundtrack. They carry no link: a
 * player address made up here could embed anybody's video. No sample clips for the same reason.
 */
const SAMPLE_MUSIC: { show: string; title: string; artist: string }[] = [
  { show: "Kara Sevda", title: "Kara Sevda (Jenerik)", artist: "Toygar Işıklı" },
  { show: "Kara Sevda", title: "Kemal ile Nihan", artist: "Toygar Işıklı" },
  { show: "Aşk-ı Memnu", title: "Aşk-ı Memnu (Jenerik)", artist: "Toygar Işıklı" },
  { show: "Sen Çal Kapımı", title: "Sen Çal Kapımı (Jenerik)", artist: "Cem Öget" },
  { show: "Erkenci Kuş", title: "Erkenci Kuş (Jenerik)", artist: "Ercan Saatçi" },
];

/** Inserts the sample songs of the shows the catalog holds (by original title). */
export async function seedDemoContrib(db: Executor, showIdByTitle: ReadonlyMap<string, number>, now: Date): Promise<number> {
  let count = 0;
  for (const song of SAMPLE_MUSIC) {
    const showId = showIdByTitle.get(song.show);
    if (showId === undefined) continue;
    await insertMusic(db, { showId, episodeId: null, title: song.title, artist: song.artist, link: null, playerUrl: null, addedBy: null, sample: true, now });
    count++;
  }
  return count;
}

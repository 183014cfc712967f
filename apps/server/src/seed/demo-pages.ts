import type { GenreSlug, ShowStatus } from "@dizilog/shared";
import type { Executor } from "../db/database.js";
import { insertShowGenres } from "../repositories/catalog-import.repository.js";
import { upsertShowProduction } from "../repositories/discover.repository.js";
import { insertShow } from "../repositories/seed.repository.js";
import { addDays, localDate } from "../lib/time.js";

/**
 * The demo catalog's coming shows (decision 0050): invented projects at each pilot production
 * stage, so that /upcoming shows real rows on a fresh start. Every one is marked `sample` (the
 * page labels it "sample data"); staff replace them with real announcements.
 */
interface DemoComingShow {
  originalTitle: string;
  title: string;
  status: ShowStatus;
  network: string;
  stage: 1 | 2 | 3 | 4;
  /** Days from the seed's day to the expected premiere; null when none is announced. */
  premiereInDays: number | null;
  genres: GenreSlug[];
  synopsis: { en: string; tr: string };
}

const COMING_SHOWS: DemoComingShow[] = [
  {
    originalTitle: "Boğaz Rüzgârı",
    title: "Bosphorus Wind",
    status: "coming_soon",
    network: "Star TV",
    stage: 4,
    premiereInDays: 24,
    genres: ["drama", "romance"],
    synopsis: {
      en: "Sample data: two families who share a waterside mansion and a forty-year-old secret meet again the summer a storm knocks down the old pier.",
      tr: "Örnek veri: Aynı yalıyı ve kırk yıllık bir sırrı paylaşan iki aile, bir fırtınanın eski iskeleyi yıktığı yaz yeniden karşılaşır.",
    },
  },
  {
    originalTitle: "Kayıp Mektuplar",
    title: "The Lost Letters",
    status: "In Production",
    network: "Kanal D",
    stage: 3,
    premiereInDays: 60,
    genres: ["mystery", "period-drama"],
    synopsis: {
      en: "Sample data: a young archivist in 1950s Izmir finds a box of letters that were never delivered, and sets out to hand each one to its owner.",
      tr: "Örnek veri: 1950'lerin İzmir'inde genç bir arşivci, hiç teslim edilmemiş mektuplarla dolu bir kutu bulur ve her birini sahibine ulaştırmaya karar verir.",
    },
  },
  {
    originalTitle: "Yeni Nöbet",
    title: "Night Shift",
    status: "upcoming",
    network: "Show TV",
    stage: 2,
    premiereInDays: 120,
    genres: ["medical", "drama"],
    synopsis: {
      en: "Sample data: the night shift of an Ankara emergency ward, where a new chief resident has six months to save the department from closing.",
      tr: "Örnek veri: Ankara'da bir acil servisin gece nöbeti; yeni başasistanın bölümü kapanmaktan kurtarmak için altı ayı vardır.",
    },
  },
  {
    originalTitle: "Dağların Kızı",
    title: "Daughter of the Mountains",
    status: "upcoming",
    network: "TRT 1",
    stage: 1,
    premiereInDays: null,
    genres: ["family", "drama"],
    synopsis: {
      en: "Sample data: a shepherd's daughter from the Black Sea highlands becomes the first woman to run her village's cooperative.",
      tr: "Örnek veri: Karadeniz yaylalarından bir çoban kızı, köyünün kooperatifini yöneten ilk kadın olur.",
    },
  },
];

/** Writes the coming shows and their production stages, inside the demo seed's transaction. */
export async function seedDemoPages(
  tx: Executor,
  catalog: { networkId: Map<string, number>; genreId: Map<string, number>; slug: (text: string) => string },
): Promise<void> {
  const today = localDate(new Date());
  const production: Parameters<typeof upsertShowProduction>[1] = [];
  for (const show of COMING_SHOWS) {
    const premiere = show.premiereInDays === null ? null : addDays(today, show.premiereInDays);
    const showId = await insertShow(tx, {
      slug: catalog.slug(show.originalTitle),
      originalTitle: show.originalTitle,
      title: show.title,
      type: "primetime",
      status: show.status,
      networkId: catalog.networkId.get(show.network) ?? null,
      year: premiere ? Number(premiere.slice(0, 4)) : null,
      premiered: null,
      runtime: 130,
      airTime: "20:00",
      airDays: null,
      synopsis: show.synopsis,
      demoAiring: 0,
    });
    const ids = show.genres.flatMap((g) => catalog.genreId.get(g) ?? []);
    if (ids.length) await insertShowGenres(tx, ids.map((genreId) => ({ showId, genreId })));
    production.push({ showId, productionStage: show.stage, expectedPremiere: premiere, sample: true });
  }
  await upsertShowProduction(tx, production);
}

import type { Executor } from "../db/database.js";
import { insertSampleBuzz, insertSampleServices, insertSampleWatchOptions } from "../repositories/watch.repository.js";

/**
 * Sample "where to watch" rows and buzz labels for the demo catalog (decision 0044). Every row is
 * marked `sample`, which the interface shows as "sample data" until staff or a show's moderators
 * keep real ones (a change clears the mark). The links are the services' own search pages.
 */
const SERVICES = [
  { name: "YouTube", slug: "youtube", homeUrl: "https://www.youtube.com/", search: (q: string) => `https://www.youtube.com/results?search_query=${q}` },
  { name: "Netflix", slug: "netflix", homeUrl: "https://www.netflix.com/", search: (q: string) => `https://www.netflix.com/search?q=${q}` },
  { name: "Prime Video", slug: "prime-video", homeUrl: "https://www.primevideo.com/", search: (q: string) => `https://www.primevideo.com/search/?phrase=${q}` },
  { name: "BluTV", slug: "blutv", homeUrl: "https://www.blutv.com/", search: (q: string) => `https://www.blutv.com/arama?q=${q}` },
  { name: "Tabii", slug: "tabii", homeUrl: "https://www.tabii.com/", search: (q: string) => `https://www.tabii.com/search?q=${q}` },
] as const;

type ServiceSlug = (typeof SERVICES)[number]["slug"];

/** Which offers each demo show gets, by its place in the catalog: varied, and the same on every seed. */
function offersFor(index: number): { service: ServiceSlug; country: string; type: string; withAds: boolean }[] {
  const offers: { service: ServiceSlug; country: string; type: string; withAds: boolean }[] = [{ service: "youtube", country: "TR", type: "Free", withAds: true }];
  if (index % 2 === 0) offers.push({ service: "netflix", country: "US", type: "Subscription", withAds: index % 4 === 0 });
  if (index % 3 === 0) offers.push({ service: "prime-video", country: "DE", type: "Buy", withAds: false }, { service: "prime-video", country: "DE", type: "Rent", withAds: false });
  if (index % 4 === 1) offers.push({ service: "blutv", country: "TR", type: "Subscription", withAds: false });
  if (index % 5 === 2) offers.push({ service: "tabii", country: "TR", type: "Free", withAds: false });
  return offers;
}

/** Demo labels of the buzz board (original titles). */
const BUZZ: [string, string][] = [
  ["Kuruluş: Osman", "Renewed"],
  ["Kızılcık Şerbeti", "Looking Safe"],
  ["Yalı Çapkını", "Concluding"],
  ["Kirli Sepeti", "Cancelled"],
  ["Adım Farah", "Cancelled"],
  ["Sen Çal Kapımı", "In Danger"],
  ["Yargı", "In The Bubble"],
  ["Sadakatsiz", "Concluding"],
  ["Bir Zamanlar Çukurova", "In Danger"],
  ["Masumlar Apartmanı", "In The Bubble"],
];

export async function seedDemoWatch(db: Executor, showIdByTitle: ReadonlyMap<string, number>): Promise<void> {
  const serviceIds = await insertSampleServices(
    db,
    SERVICES.map(({ name, slug, homeUrl }) => ({ name, slug, homeUrl })),
  );
  const rows = [...showIdByTitle.entries()].flatMap(([title, showId], index) =>
    offersFor(index).map((offer) => {
      const service = SERVICES.find((s) => s.slug === offer.service)!;
      return {
        showId,
        serviceId: serviceIds.get(offer.service)!,
        country: offer.country,
        type: offer.type,
        withAds: offer.withAds,
        link: service.search(encodeURIComponent(title)),
      };
    }),
  );
  await insertSampleWatchOptions(db, rows);
  const now = Date.now();
  await insertSampleBuzz(
    db,
    BUZZ.flatMap(([title, label], i) => {
      const showId = showIdByTitle.get(title);
      return showId === undefined ? [] : [{ showId, label, updatedAt: new Date(now - i * 3_600_000) }];
    }),
  );
}

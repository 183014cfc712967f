/**
 * A generated Trakt watch history of many titles (the shape of `watched-shows.json`): a few titles
 * of the demo catalog with their first episodes, and made-up titles that match nothing.
 */
export function largeTraktFile(titles: number, known: { title: string; year: number | null }[] = []): string {
  const words = ["Kara", "Gece", "Yol", "Deniz", "Ask", "Sehir", "Bahar", "Kis", "Ruzgar", "Yildiz", "Golge", "Sir", "Ates", "Su", "Dag", "Hayat"];
  const entries: string[] = [];
  // Every title once: the known ones first, then made-up ones (unique by their number).
  for (let i = 0; i < titles; i++) {
    const ref = known[i % Math.max(known.length, 1)];
    const show =
      ref && i < known.length
        ? { title: ref.title, year: ref.year }
        : { title: `${words[i % 16]} ${words[(i >> 4) % 16]} ${words[(i >> 8) % 16]} ${i.toString(36)}`, year: 1990 + (i % 35) };
    const seasons = ref && i < known.length ? [{ number: 1, episodes: [{ number: 1 }, { number: 2 }] }] : [];
    entries.push(JSON.stringify({ show, seasons }));
  }
  return `[${entries.join(",\n")}]`;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/**
 * A short name for a session's device: "Chrome · Windows" from a browser's user agent; a name an
 * app gave its token is kept as it is. Browser and system names are proper nouns, not translated.
 */
export function deviceName(device: string | null): string | null {
  if (!device) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(device))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(device))?.[1];
  if (!browser && !system) return device.length > 60 ? `${device.slice(0, 57)}…` : device;
  return [browser, system].filter(Boolean).join(" · ");
}

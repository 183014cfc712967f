import type { DemoNetwork } from "./types.js";

/** Channels and platforms of the demo catalog. A show's `network` must be one of these names. */
export const demoNetworks: DemoNetwork[] = [
  { name: "ATV", kind: "tv" },
  { name: "Kanal D", kind: "tv" },
  { name: "Show TV", kind: "tv" },
  { name: "Star TV", kind: "tv" },
  { name: "FOX", kind: "tv" },
  { name: "NOW", kind: "tv" },
  { name: "TRT 1", kind: "tv" },
  { name: "TV8", kind: "tv" },
  { name: "Kanal 7", kind: "tv" },
  { name: "TLC", kind: "tv" },
  { name: "Netflix", kind: "streaming" },
  { name: "Disney+", kind: "streaming" },
  { name: "Exxen", kind: "streaming" },
  { name: "BluTV", kind: "streaming" },
  { name: "Gain", kind: "streaming" },
  { name: "Tabii", kind: "streaming" },
  { name: "Amazon Prime Video", kind: "streaming" },
];

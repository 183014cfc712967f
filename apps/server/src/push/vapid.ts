import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The site's VAPID key pair (RFC 8292): the settings' when given, otherwise the pair generated once
 * into `DATA_DIR/vapid.json` (readable by the server's user only). Browsers subscribe with the
 * public key; a new pair would orphan every subscription, so it is never regenerated. Several
 * instances share one pair: give it as settings, or share the data dir.
 */
export function loadVapidKeys(dataDir: string, configured: VapidKeys | undefined): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, "vapid.json");
  const read = (): VapidKeys | undefined => {
    try {
      const keys = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
      return keys.publicKey && keys.privateKey ? { publicKey: keys.publicKey, privateKey: keys.privateKey } : undefined;
    } catch {
      return undefined;
    }
  };
  const existing = read();
  if (existing) return existing;
  const keys = webpush.generateVAPIDKeys();
  try {
    // `wx`: another process that got there first keeps its pair, and this one reads it.
    writeFileSync(file, JSON.stringify(keys, null, 2), { flag: "wx", mode: 0o600 });
    return keys;
  } catch (error) {
    const theirs = read();
    if (theirs) return theirs;
    throw error;
  }
}

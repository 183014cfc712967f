import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded files live. Keys are relative paths such as `avatars/12/ab12/256.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  deletePrefix(prefix: string): Promise<void>;
  /** The files directly in a folder (`embeds`), with when each was last written; none when it does not exist. */
  list(folder: string): Promise<{ key: string; modifiedAt: Date }[]>;
}

const SAFE_KEY = /^[a-z0-9/_.-]+$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..") || key.startsWith("/")) throw new Error(`unsafe storage key: ${key}`);
}

/** Files under DATA_DIR/uploads. */
export class DiskStorage implements Storage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertSafeKey(key);
    try {
      return await readFile(path.join(this.root, key));
    } catch {
      return undefined;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    await rm(path.join(this.root, prefix), { recursive: true, force: true });
  }

  async list(folder: string): Promise<{ key: string; modifiedAt: Date }[]> {
    assertSafeKey(folder);
    const dir = path.join(this.root, folder);
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const files = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const info = await stat(path.join(dir, entry.name)).catch(() => undefined);
      if (info) files.push({ key: `${folder}/${entry.name}`, modifiedAt: info.mtime });
    }
    return files;
  }
}

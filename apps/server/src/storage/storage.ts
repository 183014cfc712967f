import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded files live. Keys are relative paths such as `avatars/12/ab12/256.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  deletePrefix(prefix: string): Promise<void>;
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
}

import path from "node:path";
import { fileURLToPath } from "node:url";

// This file sits directly in src/ (and its bundle directly in dist/), so one level up is the
// server package both when run from source and from the build.
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, "drizzle");
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, "../web/dist");

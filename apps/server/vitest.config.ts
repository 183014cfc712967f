import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    // Every test file gets its own database cloned from one migrated, seeded template.
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on CI's two. The files wait on the
    // database as much as they compute, so two at a time use both cores (each file has its own
    // database, so they share nothing).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    // Every test file gets its own database cloned from one migrated, seeded template.
    pool: "forks",
    // A worker loads the app's modules once and runs its files one after the other (decision 55):
    // with isolation, every file imported Fastify, Drizzle, zod, pg-boss and the whole app again,
    // half of the suite's time. Nothing leaks from one file to the next: each file builds its own
    // app on its own database, and the modules keep no state of a run at module level (the
    // prepared statements are kept per database handle, the caches are of pure functions, and no
    // file mocks a module; the three that spy on a global restore it after each test).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on CI's two. The files wait on the
    // database as much as they compute, so two at a time use both cores (each file has its own
    // database, so they share nothing).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

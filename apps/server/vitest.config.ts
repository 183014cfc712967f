import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    // Every test file gets its own database cloned from one migrated, seeded template.
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["./global-setup.ts"],
    // One server, one browser per file; files run two at a time on CI's two cores.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    // expect.poll waits as long as a Playwright locator does (openPage's 10 s): Vitest's default of
    // 1 s failed checks such as "the tracker lists 2 shows" whenever two cores were busy.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});

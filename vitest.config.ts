import { defineConfig } from "vitest/config";

/** Load and backlog tests: minutes of database work each, run as their own project so the rest reports first. */
const SLOW_TESTS = "tests/integration/**/*.slow.test.ts";

const shared = {
  setupFiles: ["tests/setup/fail-on-console-error.ts", "app/domain/i18n/all-words.ts"],
  environment: "node" as const,
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Most test time is spent waiting on databases, an SMTP server and timers, not on the CPU: three
    // workers finish in about half the time of the default (one fewer than the cores, here one).
    maxWorkers: 3,
    projects: [
      {
        test: {
          ...shared,
          name: "unit and integration",
          include: [
            "app/**/*.test.{ts,tsx}",
            "content/**/*.test.ts",
            "tests/unit/**/*.test.{ts,tsx}",
            "tests/integration/**/*.test.{ts,tsx}",
          ],
          exclude: [SLOW_TESTS],
        },
      },
      { test: { ...shared, name: "slow integration", include: [SLOW_TESTS] } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // the CLI tests run the compiled dist/: build it first when a source is newer
    globalSetup: ['tests/setup/build.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default'],
    coverage: {
      provider: 'v8',
      // what the tests run in their own process (the spawned CLI runs dist/ and is not counted)
      include: ['src/**/*.ts', 'bots/**/*.ts'],
      reporter: ['text-summary', 'html'],
      thresholds: { lines: 0, statements: 0, functions: 0, branches: 0 },
    },
  },
});

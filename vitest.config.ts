import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One runner for every unit and API test. The API suite runs once on PGlite and, when
// TEST_DATABASE_URL names a PostgreSQL server, once more against it.
const apiProject = (name: string, driver: "pglite" | "postgres", isolated: boolean) => ({
  test: {
    name: isolated ? `${name}-isolated` : name,
    root: "apps/api",
    include: isolated ? ISOLATED_API_FILES : ["src/**/*.test.ts"],
    exclude: isolated ? [] : ISOLATED_API_FILES,
    env: { OWED_TEST_DRIVER: driver },
    // Migrates one template database per run; each test file's database is a copy of it.
    globalSetup: ["src/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // An API test file shares nothing with another but the modules: each builds its own app on
    // its own copy of the database. So a worker keeps the modules it has loaded from one file to
    // the next instead of importing the server again for each: the PGlite suite took 226 s
    // instead of 350 s on two cores (its imports 13 s instead of 145 s). A spy is put back after
    // each test, so none outlives its file.
    isolate: isolated,
    restoreMocks: true,
  },
});

/**
 * API test files that replace a module (vi.mock) and so need a module registry of their own: in a
 * worker that has already loaded the module, the replacement would not take. The architecture
 * test (`architecture/layers.test.ts`) fails when a file mocks a module and is not listed here.
 */
export const ISOLATED_API_FILES = ["src/openapi.test.ts"];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than there are cores, which on a 2-core machine (CI's)
    // runs one file at a time. Its main process idles while files run: give every core a worker,
    // so the PGlite and the PostgreSQL API suites also run side by side.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"] } },
      // The code's shape: layers, cycles, features, the web's contract (docs/decisions/018-...).
      { test: { name: "architecture", root: "architecture", include: ["*.test.ts"] } },
      apiProject("api-pglite", "pglite", false),
      apiProject("api-pglite", "pglite", true),
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject("api-postgres", "postgres", false),
            apiProject("api-postgres", "postgres", true),
          ]
        : []),
      { test: { name: "web", root: "apps/web", include: ["src/**/*.test.ts"] } },
      // Components render in happy-dom with Testing Library: a shared piece is tested once here,
      // not only through the browser stories.
      {
        test: {
          name: "web-components",
          root: "apps/web",
          include: ["src/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["src/test/setup-components.ts"],
        },
      },
    ],
  },
});

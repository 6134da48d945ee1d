import { readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ISOLATED_API_FILES } from "../vitest.config.ts";
import { cyclicComponents, type Graph, loopThrough } from "./cycles.ts";
import { loadSources, nodesOf, ROOT, type SourceFile, where } from "./source-graph.ts";

// The code's shape, held by a test rather than by review (docs/decisions/018-layers-held-by-a-test.md):
// stores query, use cases decide, routes translate; no cycle between files or between API features;
// a web feature imports no other feature; the domain imports nothing but zod; an API test file that
// mocks a module runs isolated (docs/decisions/022-tests-on-two-cores.md). Each rule prints the
// full list of what breaks it, file:line, so one run shows everything to fix.

const sources = loadSources();
const production = sources.filter((file) => !file.isTest);

const API = "apps/api/src/";
const API_FEATURES = "apps/api/src/features/";
const WEB_FEATURES = "apps/web/src/features/";
const DOMAIN = "packages/domain/src/";

function report(title: string, lines: readonly string[]): string {
  return lines.length === 0 ? "" : `${title} (${lines.length}):\n  ${lines.join("\n  ")}`;
}

function featureOf(path: string, prefix: string): string | undefined {
  if (!path.startsWith(prefix)) return undefined;
  const rest = path.slice(prefix.length);
  return rest.includes("/") ? rest.slice(0, rest.indexOf("/")) : undefined;
}

function fileGraph(files: readonly SourceFile[]): Graph {
  const known = new Set(files.map((file) => file.path));
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = file.imports.map((ref) => ref.target).filter((t) => t !== undefined);
    graph.set(file.path, new Set(targets.filter((target) => known.has(target))));
  }
  return graph;
}

describe("no cycles", () => {
  it("no file imports, directly or through others, a file that imports it", () => {
    const graph = fileGraph(production);
    const cycles = cyclicComponents(graph).map((component) => {
      const loop = loopThrough(graph, component).join("\n      -> ");
      return `${component.length} files (${component.join(", ")}), e.g.:\n      ${loop}`;
    });
    expect(report("Import cycles between files", cycles)).toBe("");
  });

  it("no API feature depends, directly or through others, on a feature that depends on it", () => {
    const graph = new Map<string, Set<string>>();
    const example = new Map<string, string>();
    for (const file of production) {
      const from = featureOf(file.path, API_FEATURES);
      if (from === undefined) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      for (const ref of file.imports) {
        const to = ref.target && featureOf(ref.target, API_FEATURES);
        if (to === undefined || to === from) continue;
        graph.get(from)?.add(to);
        if (!example.has(`${from}>${to}`)) example.set(`${from}>${to}`, `${file.path}:${ref.line}`);
      }
    }
    // Every dependency inside each knot, with one import that makes it: any of them may be the
    // one to cut.
    const cycles = cyclicComponents(graph).map((component) => {
      const steps = component.flatMap((from) =>
        [...(graph.get(from) ?? [])]
          .filter((to) => component.includes(to))
          .sort()
          .map((to) => `${from} -> ${to} (${example.get(`${from}>${to}`)})`),
      );
      return `${component.join(", ")}:\n      ${steps.join("\n      ")}`;
    });
    expect(report("Cycles between API features", cycles)).toBe("");
  });
});

/** Where the API may speak SQL: the database module, and the stores and repositories. */
function mayQuery(path: string): boolean {
  if (path.startsWith(`${API}db/`)) return true;
  const name = path.slice(path.lastIndexOf("/") + 1);
  return /-store\.ts$|-repository\.ts$|^repositories\.ts$/.test(name);
}

describe("stores query, use cases decide, routes translate", () => {
  it("drizzle-orm is imported only by apps/api/src/db/ and by *-store.ts, *-repository.ts, repositories.ts", () => {
    const offenders = production.flatMap((file) =>
      file.imports
        .filter((ref) => ref.packageName === "drizzle-orm" && !mayQuery(file.path))
        .map((ref) => `${file.path}:${ref.line} imports ${ref.specifier}`),
    );
    expect(report("drizzle-orm outside the stores", offenders)).toBe("");
  });

  it("HttpError appears only in routes (routes.ts, *-routes.ts, routes/), plugins/ and its own module", () => {
    const mayUse = (path: string) =>
      path.startsWith(`${API}plugins/`) ||
      /\/routes\//.test(path.slice(API.length - 1)) ||
      /(^|\/|-)routes\.ts$/.test(path);
    const offenders = production
      .filter((file) => file.path.startsWith(API) && !mayUse(file.path))
      .flatMap((file) => {
        const seen = new Set<string>();
        for (const node of nodesOf(file)) {
          if (ts.isIdentifier(node) && node.text === "HttpError") seen.add(where(file, node));
        }
        return [...seen];
      });
    expect(report("HttpError outside the routes", offenders)).toBe("");
  });
});

describe("features stand alone", () => {
  // Derived from the folders, so a new feature is held from its first file.
  const webFeatures = readdirSync(join(ROOT, WEB_FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it("finds the web features", () => {
    expect(webFeatures.length).toBeGreaterThan(3);
  });

  it("a web feature imports no other web feature (tests included)", () => {
    const offenders = sources.flatMap((file) => {
      const from = featureOf(file.path, WEB_FEATURES);
      if (from === undefined) return [];
      return file.imports
        .filter((ref) => {
          const to = ref.target && featureOf(ref.target, WEB_FEATURES);
          return to !== undefined && to !== from;
        })
        .map((ref) => `${file.path}:${ref.line} (${from}) imports ${ref.target}`);
    });
    expect(
      report(
        "Web features importing another feature (move what they share to components/ or lib/)",
        offenders,
      ),
    ).toBe("");
  });
});

describe("the domain is pure", () => {
  it("packages/domain imports only itself and zod", () => {
    const offenders = production
      .filter((file) => file.path.startsWith(DOMAIN))
      .flatMap((file) =>
        file.imports
          .filter((ref) =>
            ref.target === undefined ? ref.packageName !== "zod" : !ref.target.startsWith(DOMAIN),
          )
          .map((ref) => `${file.path}:${ref.line} imports ${ref.specifier}`),
      );
    expect(report("The domain importing outside itself", offenders)).toBe("");
  });
});

// The API's test files share a worker's modules (vitest.config.ts): a file that replaces a module
// with vi.mock must run in a registry of its own, or its replacement depends on which file the
// worker ran before.
function mocksAModule(node: ts.Node): boolean {
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === "vi" &&
    ["mock", "doMock"].includes(node.expression.name.text)
  ) {
    return true;
  }
  return ts.forEachChild(node, mocksAModule) ?? false;
}

describe("API test files that mock run alone", () => {
  it("every API test file that mocks a module runs isolated, and every isolated one mocks", () => {
    const mocking = sources
      .filter((file) => file.isTest && file.path.startsWith(API) && mocksAModule(file.ast))
      .map((file) => file.path.slice("apps/api/".length))
      .sort();
    expect(mocking).toEqual([...ISOLATED_API_FILES].sort());
  });
});

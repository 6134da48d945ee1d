import { ALL_ENDPOINTS } from "@owed/domain";
import { Validator } from "@seriousme/openapi-schema-validator";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// Every route Fastify registers, seen through an onRoute hook added to each instance as it is
// created (buildApp registers its routes before it returns, too late for a hook of the test's).
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) => {
  const actual = await importOriginal<typeof import("fastify")>();
  const create = ((options?: unknown) => {
    const app = (actual.default as (options?: unknown) => ReturnType<typeof actual.default>)(
      options,
    );
    app.addHook("onRoute", (route: RouteOptions) => {
      registered.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create };
});

/** Not API, and hidden from the document on purpose (see plugins/openapi.ts). */
const NOT_API = [
  /^\/docs(\/|$)/, // this reference page itself
  /^\/checkout\/test\//, // the test-mode checkout: HTML pages and the forms they post
  /^\/(index\.html|\*)$/, // the web app's files (@fastify/static)
];

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const SUCCESS = ["200", "201", "204"];

function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** What the document lacks for one route; empty when it is described whole. */
function gaps(route: RouteOptions, method: string, doc: Document): string[] {
  const operation = doc.paths[openApiPath(route.url)]?.[method.toLowerCase()];
  if (!operation) return ["missing from the document"];
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const found: string[] = [];
  const parameters = operation.parameters ?? [];
  for (const [part, where] of [
    ["params", "path"],
    ["querystring", "query"],
  ] as const) {
    for (const name of keysOf(schema[part])) {
      if (!parameters.some((p) => p.in === where && p.name === name)) {
        found.push(`${where} parameter ${name} undocumented`);
      }
    }
  }
  if (schema.body && !operation.requestBody?.content) found.push("request body undocumented");
  const responses = (schema.response ?? {}) as Record<string, unknown>;
  const success = Object.keys(responses).find((code) => SUCCESS.includes(code));
  if (!success) {
    found.push("no response schema for its success code (200, 201 or 204)");
  } else if (success !== "204") {
    const documented = operation.responses?.[success]?.content;
    const schemas = Object.values(documented ?? {}).filter((c) => c.schema !== undefined);
    if (schemas.length === 0) found.push(`response ${success} has no schema in the document`);
  }
  return found;
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: "GET", url: "/docs/json" });
  expect(answer.statusCode).toBe(200);
  doc = answer.json<Document>();
});
afterAll(async () => {
  await t.close();
});

describe("the OpenAPI document at /docs/json", () => {
  it("is OpenAPI 3.1 and valid against its schema", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes every route with its request schemas and its success response", () => {
    const api = registered.filter((route) => !NOT_API.some((pattern) => pattern.test(route.url)));
    expect(api.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const route of api) {
      const methods = [route.method].flat().filter((m) => m !== "HEAD");
      for (const method of methods) {
        for (const gap of gaps(route, method, doc)) problems.push(`${method} ${route.url}: ${gap}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("hides only what is not API", () => {
    const hidden = registered
      .filter((route) => (route.schema as { hide?: boolean } | undefined)?.hide)
      .map((route) => route.url);
    const documented = new Set(Object.keys(doc.paths));
    for (const route of registered) {
      const isDocumented = documented.has(openApiPath(route.url));
      const notApi = NOT_API.some((pattern) => pattern.test(route.url));
      expect({ url: route.url, documented: isDocumented }).toEqual({
        url: route.url,
        documented: !notApi,
      });
    }
    expect(hidden.every((url) => NOT_API.some((pattern) => pattern.test(url)))).toBe(true);
  });
});

describe("one definition per endpoint (docs/decisions/017-one-definition-per-endpoint.md)", () => {
  const apiRoutes = () =>
    registered
      .filter((route) => !NOT_API.some((pattern) => pattern.test(route.url)))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((m) => m !== "HEAD")
          .map((method) => `${method} ${route.url}`),
      );
  const defined = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);

  it("registers every route from an endpoint definition, and every definition as a route", () => {
    const routes = new Set(apiRoutes());
    expect(apiRoutes().filter((route) => !defined.includes(route))).toEqual([]);
    expect(defined.filter((endpoint) => !routes.has(endpoint))).toEqual([]);
    expect(new Set(defined).size).toBe(defined.length);
  });

  it("declares in the document every error answer an endpoint can give", () => {
    const problems: string[] = [];
    for (const endpoint of ALL_ENDPOINTS) {
      const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      const declared = Object.keys(operation?.responses ?? {});
      if (!declared.some((status) => /^4\d\d$/.test(status))) {
        problems.push(`${endpoint.method} ${endpoint.path}: no error answer`);
      }
      for (const { status } of endpoint.errors) {
        if (!declared.includes(String(status))) {
          problems.push(`${endpoint.method} ${endpoint.path}: ${status} undocumented`);
        }
      }
      if (endpoint.access !== "public" && !declared.includes("401")) {
        problems.push(`${endpoint.method} ${endpoint.path}: signed-in but no 401`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the reference page at /docs", () => {
  it("is served from this server, with the web app's script policy", async () => {
    const page = await t.app.inject({ method: "GET", url: "/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const script = await t.app.inject({ method: "GET", url: "/docs/static/swagger-ui-bundle.js" });
    expect(script.statusCode).toBe(200);
  });

  it("leaves an unknown /docs path a JSON 404, not the web app's page", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/docs/no-such-thing/" });
    expect(answer.statusCode).toBe(404);
  });
});

import * as domain from "@owed/domain";
import { ALL_ENDPOINTS } from "@owed/domain";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { loadSources, nodesOf, type SourceFile, where } from "./source-graph.ts";

// The web holds no copy of the API's contract (docs/decisions/018-layers-held-by-a-test.md): it
// calls endpoints through `call(endpoint, input)` (lib/call.ts), so no URL is written in it, and it
// compares and shows the codes and sentences the domain declares instead of typing them again.

const WEB = "apps/web/src/";
const webFiles = loadSources().filter((file) => file.path.startsWith(WEB) && !file.isTest);

/** The two files that may talk to the HTTP client: the endpoint caller and the client itself. */
const CLIENT_FILES = new Set([`${WEB}lib/call.ts`, `${WEB}lib/api-client.ts`]);

const API_PATHS = [
  "/docket/api",
  "/authentication/api",
  "/workspaces/api",
  "/stripe/api",
  "/calendar/",
  "/healthz",
  "/api/",
];

/** Shorter strings ("Forbidden", "Not found.") are too common to call a copy. */
const MIN_SENTENCE = 12;

/**
 * Codes too ordinary to flag when the web writes them for another purpose. None so far: every
 * declared code is specific enough (add here, with the reason, only when a code is also a plain
 * word the web needs, such as a field name).
 */
const ORDINARY_CODES = new Set<string>([]);

interface Literal {
  readonly text: string;
  readonly at: string;
  /** JSX text, rather than a string literal: shown to users, never an identifier or a code. */
  readonly jsx: boolean;
}

function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) return true;
  return ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword;
}

function literalsOf(file: SourceFile): Literal[] {
  const found: Literal[] = [];
  for (const node of nodesOf(file)) {
    if (ts.isStringLiteralLike(node) && !isModuleSpecifier(node)) {
      found.push({ text: node.text, at: where(file, node), jsx: false });
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      found.push({ text: node.text, at: where(file, node), jsx: false });
    } else if (ts.isJsxText(node) && node.text.trim() !== "") {
      found.push({ text: node.text, at: where(file, node), jsx: true });
    }
  }
  return found;
}

const literals = webFiles.flatMap(literalsOf);

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

function report(title: string, lines: readonly string[]): string {
  return lines.length === 0 ? "" : `${title} (${lines.length}):\n  ${lines.join("\n  ")}`;
}

/** Every string inside a value, however deep (message catalogs nest by area), codes aside. */
function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "code" ? [] : stringsIn(inner, seen),
  );
}

/** Every `{ code: "..." }` inside a value, however deep. */
function codesIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  const own = "code" in value && typeof value.code === "string" ? [value.code] : [];
  return [...own, ...Object.values(value).flatMap((inner) => codesIn(inner, seen))];
}

const catalogs = Object.entries(domain).filter(([name]) => /_(MSG|ERRORS)$/.test(name));

/** The sentence each fixed text comes from, to name it in the failure. */
const sentences = new Map<string, string>();
for (const endpoint of ALL_ENDPOINTS) {
  for (const error of endpoint.errors) {
    if (error.message !== undefined) {
      sentences.set(normalise(error.message), `${endpoint.method} ${endpoint.path} ${error.code}`);
    }
  }
}
for (const [name, catalog] of catalogs) {
  for (const text of stringsIn(catalog)) {
    if (!sentences.has(normalise(text))) sentences.set(normalise(text), name);
  }
}
for (const text of [...sentences.keys()]) if (text.length < MIN_SENTENCE) sentences.delete(text);

const codes = new Set(
  [
    ...ALL_ENDPOINTS.flatMap((e) => e.errors.map((error) => error.code)),
    ...codesIn(catalogs),
  ].filter((code) => !ORDINARY_CODES.has(code)),
);

describe("the web holds no copy of the API's contract", () => {
  it("reads the domain's endpoints and catalogs", () => {
    expect(ALL_ENDPOINTS.length).toBeGreaterThan(0);
    expect(catalogs.length).toBeGreaterThan(0);
    expect(sentences.size).toBeGreaterThan(0);
    expect(codes.size).toBeGreaterThan(0);
  });

  it("writes no API path: endpoints come from @owed/domain through call()", () => {
    const offenders = literals
      .filter((literal) => API_PATHS.some((path) => literal.text.includes(path)))
      .map((literal) => `${literal.at} ${JSON.stringify(literal.text)}`);
    expect(report("API paths written in the web", offenders)).toBe("");
  });

  it("uses the HTTP client only in lib/call.ts and lib/api-client.ts", () => {
    const methods = new Set(["get", "post", "put", "patch", "delete", "request"]);
    const offenders = webFiles
      .filter((file) => !CLIENT_FILES.has(file.path))
      .flatMap((file) => {
        const seen = new Set<string>();
        for (const node of nodesOf(file)) {
          const clientCall =
            ts.isPropertyAccessExpression(node) &&
            ts.isIdentifier(node.expression) &&
            node.expression.text === "api" &&
            methods.has(node.name.text);
          if (clientCall) seen.add(`${where(file, node)} calls api.${node.name.text}`);
          if (ts.isIdentifier(node) && node.text === "createApiClient") {
            seen.add(`${where(file, node)} uses createApiClient`);
          }
        }
        // An import of the client with no call in sight: it is handed on, or renamed.
        for (const ref of file.imports) {
          const named = ref.names.filter((n) => ["api", "createApiClient", "*"].includes(n));
          if (seen.size === 0 && ref.target === `${WEB}lib/api-client.ts` && named.length > 0) {
            seen.add(`${file.path}:${ref.line} imports ${named.join(", ")} from lib/api-client.ts`);
          }
        }
        return [...seen];
      });
    expect(report("HTTP client used outside lib/call.ts", offenders)).toBe("");
  });

  it("copies no sentence the domain declares (endpoint error messages, *_MSG, *_ERRORS)", () => {
    const offenders = literals
      .filter((literal) => sentences.has(normalise(literal.text)))
      .map(
        (literal) =>
          `${literal.at} ${JSON.stringify(normalise(literal.text))} (from ${sentences.get(normalise(literal.text))})`,
      );
    expect(report("Sentences copied from the domain", offenders)).toBe("");
  });

  it("copies no error code an endpoint declares", () => {
    const offenders = literals
      .filter((literal) => !literal.jsx && codes.has(literal.text))
      .map((literal) => `${literal.at} ${JSON.stringify(literal.text)}`);
    expect(report("Error codes copied from the domain", offenders)).toBe("");
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";
import { ISOLATED_API_FILES } from "../vitest.config.ts";
import { ROOT } from "./source-graph.ts";

// The API's test files share a worker's modules (vitest.config.ts): a file that replaces a module
// with vi.mock must run in a registry of its own, or its replacement depends on which file the
// worker ran before.

const API = join(ROOT, "apps/api");

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

it("every API test file that mocks a module runs isolated, and every isolated one mocks", () => {
  const mocking = readdirSync(join(API, "src"), { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".test.ts"))
    .map((path) => `src/${path}`)
    .filter((path) => {
      const text = readFileSync(join(API, path), "utf8");
      // Only a file that says vi.mock is parsed; the parse tells a call from a comment saying it.
      if (!/vi\.(doMock|mock)\b/.test(text)) return false;
      return mocksAModule(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true));
    })
    .sort();
  expect(mocking).toEqual([...ISOLATED_API_FILES].sort());
});

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

// The sources the layer rules read: each file parsed once with the TypeScript compiler (syntax only,
// no type-checking, so the whole graph builds in well under a second), its imports resolved to files
// of the repository or named as packages. docs/decisions/018-layers-held-by-a-test.md.

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The source folders the rules hold, relative to the repository root. */
export const SOURCE_DIRS = ["apps/api/src", "apps/web/src", "packages/domain/src"] as const;

const DOMAIN_ENTRY = "packages/domain/src/index.ts";

export interface ImportRef {
  /** The specifier as written. */
  readonly specifier: string;
  /** 1-based line of the import in the importing file. */
  readonly line: number;
  /** The repository file it resolves to (relative path), when it is one of ours. */
  readonly target?: string;
  /** The package it names, when it is not one of ours (`drizzle-orm`, `node:fs`, `@scope/name`). */
  readonly packageName?: string;
  /** The names it imports (`default`, `*` or the exported names), empty for `import "x"`. */
  readonly names: readonly string[];
}

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  readonly path: string;
  readonly isTest: boolean;
  readonly imports: readonly ImportRef[];
  readonly ast: ts.SourceFile;
}

const toPosix = (path: string) => path.split(sep).join("/");

/** Unit tests and the helpers only tests use. */
export function isTestPath(path: string): boolean {
  return (
    /\.test\.tsx?$/.test(path) || /\/src\/test\//.test(path) || /\/test-helpers\.ts$/.test(path)
  );
}

function listSources(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...listSources(full));
    else if (/\.tsx?$/.test(entry) && !entry.endsWith(".d.ts")) found.push(full);
  }
  return found;
}

function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(ROOT, dirname(fromFile), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, ".ts"),
    base.replace(/\.jsx$/, ".tsx"),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ];
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return hit === undefined ? undefined : toPosix(relative(ROOT, hit));
}

function resolveImport(fromFile: string, specifier: string, line: number, names: string[]) {
  if (specifier.startsWith(".")) {
    const target = resolveRelative(fromFile, specifier);
    return target === undefined
      ? { specifier, line, names, packageName: specifier }
      : { specifier, line, names, target };
  }
  if (specifier === "@owed/domain") return { specifier, line, names, target: DOMAIN_ENTRY };
  return { specifier, line, names, packageName: packageOf(specifier) };
}

function importedNames(clause: ts.ImportClause | undefined): string[] {
  if (clause === undefined) return [];
  const names: string[] = [];
  if (clause.name) names.push("default");
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push("*");
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) {
      names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

function exportedNames(clause: ts.NamedExportBindings | undefined): string[] {
  if (clause === undefined || ts.isNamespaceExport(clause)) return ["*"];
  return clause.elements.map((element) => (element.propertyName ?? element.name).text);
}

/** Static imports (type-only ones too), re-exports and `import()`: every edge from one file. */
function importsOf(path: string, ast: ts.SourceFile): ImportRef[] {
  const refs: ImportRef[] = [];
  const lineOf = (node: ts.Node) => ast.getLineAndCharacterOfPosition(node.getStart(ast)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const names = importedNames(node.importClause);
      refs.push(resolveImport(path, node.moduleSpecifier.text, lineOf(node), names));
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const names = exportedNames(node.exportClause);
      refs.push(resolveImport(path, node.moduleSpecifier.text, lineOf(node), names));
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      refs.push(resolveImport(path, node.arguments[0].text, lineOf(node), ["*"]));
    }
    ts.forEachChild(node, visit);
  };
  visit(ast);
  return refs;
}

let cache: readonly SourceFile[] | undefined;

/** Every TypeScript file under SOURCE_DIRS, parsed, tests included (each rule picks its files). */
export function loadSources(): readonly SourceFile[] {
  if (cache) return cache;
  const files: SourceFile[] = [];
  for (const dir of SOURCE_DIRS) {
    for (const full of listSources(join(ROOT, dir))) {
      const path = toPosix(relative(ROOT, full));
      const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const text = readFileSync(full, "utf8");
      const ast = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
      files.push({ path, isTest: isTestPath(path), imports: importsOf(path, ast), ast });
    }
  }
  cache = files;
  return files;
}

/** `file:line` of a node, as the failure lists print it. */
export function where(file: SourceFile, node: ts.Node): string {
  const { line } = file.ast.getLineAndCharacterOfPosition(node.getStart(file.ast));
  return `${file.path}:${line + 1}`;
}

/** Every node of a file, depth first. */
export function* nodesOf(file: SourceFile): Generator<ts.Node> {
  const stack: ts.Node[] = [file.ast];
  while (stack.length > 0) {
    const node = stack.pop() as ts.Node;
    yield node;
    const children: ts.Node[] = [];
    ts.forEachChild(node, (child) => {
      children.push(child);
    });
    stack.push(...children.reverse());
  }
}

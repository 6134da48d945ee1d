import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COURT_FORM_IDS, COURT_FORMS } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { blankFormPath } from "./fill-court-form.ts";

// The catalog (packages/domain/src/court-forms/catalog.ts) is the one source of each form's
// number, revision and use; the blank shipped must be that form, as its own foot prints it, and
// the assets' README must name the same revision (docs/court-forms.md, "Which forms").

const README = readFileSync(
  fileURLToPath(new URL("../../../../assets/court-forms/ca/README.md", import.meta.url)),
  "utf8",
);

describe.each(COURT_FORM_IDS)("the blank %s", (id) => {
  const form = COURT_FORMS[id];
  const page = execFileSync("pdftotext", ["-layout", blankFormPath(id), "-"], {
    encoding: "utf8",
  });

  it("prints the catalog's number and revision at its foot", () => {
    expect(page).toContain(form.number);
    expect(page).toContain(form.revision);
  });

  it("says it is adopted for mandatory use exactly when the catalog says so", () => {
    expect(/Mandatory (Use|Form)/.test(page)).toBe(form.mandatory);
  });

  it("is listed in the assets' README with the catalog's revision", () => {
    const row = README.split("\n").find((line) => line.startsWith(`| \`${id}.pdf\``));
    expect(row).toContain(form.revision);
    expect(row).toContain(form.mandatory ? "(mandatory)" : "(optional)");
  });
});

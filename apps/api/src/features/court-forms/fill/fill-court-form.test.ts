import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { COURT_FORM_IDS, EMPTY_COURT_FACTS, EMPTY_LETTERHEAD } from "@owed/domain";
import {
  layoutMultilineText,
  PDFDict,
  PDFDocument,
  PDFName,
  StandardFonts,
  TextAlignment,
} from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import {
  ACME,
  bareInput,
  JOHN_DOE,
  RICH_FACTS,
  richInput,
  usd,
} from "../../../test/court-form-inputs.ts";
import {
  AMOUNTS_DIFFER_BY_DEBTOR_MESSAGE,
  AmountsDifferByDebtorError,
} from "../court-form-errors.ts";
import { EJ100_FIELDS } from "./ej-100.ts";
import { EJ130_FIELDS } from "./ej-130.ts";
import { BLANKS_FROM_MODULE, blankFormPath, fillCourtForm, readFields } from "./fill-court-form.ts";
import { FLOOR_FONT_SIZE, textBounds } from "./form-writer.ts";
import { MC012_FIELDS } from "./mc-012.ts";
import { WG001_FIELDS } from "./wg-001.ts";

// The filler checked the way a clerk would (docs/court-forms.md): the fields read back with the
// library that wrote them, the flattened pages read with `pdftotext -layout`, and every text's
// size measured against its box.

const scratch = mkdtempSync(join(tmpdir(), "owed-court-forms-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The flattened page as a clerk reads it: `pdftotext -layout`. */
function layoutText(pdf: Uint8Array, name: string): string {
  const file = join(scratch, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

/** Asserts that one line of the page matches `pattern` (labels and figures on the same line). */
function expectLine(text: string, pattern: RegExp) {
  const lines = text.split("\n");
  expect(
    lines.some((line) => pattern.test(line)),
    `no line matches ${pattern}`,
  ).toBe(true);
}

/** The values of the semantic fields of a map, by semantic name. */
function valuesOf<T extends Record<string, string>>(fields: Record<string, string>, map: T) {
  return Object.fromEntries(
    Object.entries(map).map(([key, name]) => [key, fields[name]]),
  ) as Record<keyof T, string | undefined>;
}

describe("MC-012 from a rich case", async () => {
  const filled = await fillCourtForm(richInput("mc-012"));
  const v = valuesOf(filled.fields, MC012_FIELDS);

  it("reads back the letterhead, court, parties and case number", () => {
    expect([v.attorneyName, v.barNumber, v.firm, v.street, v.city, v.state, v.zip]).toEqual([
      "Jane Q. Counsel",
      "123456",
      "Counsel & Partners LLP",
      "100 Main Street, Suite 400",
      "Los Angeles",
      "CA",
      "90012",
    ]);
    expect([v.phone, v.fax, v.email, v.attorneyFor]).toEqual([
      "(213) 555-0100",
      "(213) 555-0101",
      "jane@counsel-partners.example",
      "Acme Supply, Inc. and Beta Credit LLC",
    ]);
    expect([v.courtCounty, v.courtStreet, v.courtCityZip, v.courtBranch]).toEqual([
      "Los Angeles",
      "111 North Hill Street",
      "Los Angeles, CA 90012",
      "Stanley Mosk Courthouse",
    ]);
    expect(v.plaintiff).toBe("Acme Supply, Inc.; Beta Credit LLC");
    expect(v.defendant).toBe("John Doe; Mary Roe; Zed Holdings, Inc.");
    expect(v.caseNumber).toBe("24STCV01234");
  });

  it("lists item 1a by category with the dates incurred, several items said so", () => {
    expect([v.abstractDates, v.abstractAmount]).toEqual(["02/03/2025", "25.00"]);
    expect([v.recordingDates, v.recordingAmount]).toEqual([
      "2 items, 02/10/2025–06/30/2025",
      "44.00",
    ]);
    expect([v.writCounty, v.writDates, v.writAmount]).toEqual([
      "Los Angeles",
      "2 items, 03/01/2025–01/15/2026",
      "80.00",
    ]);
    expect([v.levyingDates, v.levyingAmount]).toEqual(["03/20/2025", "45.00"]);
    expect([v.attorneyFeesDates, v.attorneyFeesAmount]).toEqual(["04/02/2026", "1,250.00"]);
    expect([v.otherWhat, v.otherStatute, v.otherAmount]).toEqual([
      "Incurred 05/05/2026",
      "Gov. Code, § 70626(b)",
      "15.00",
    ]);
    expect([v.lienDates, v.lienAmount, v.examinationDates, v.examinationAmount]).toEqual([
      "",
      "",
      "",
      "",
    ]);
    expect([v.claimedTotal, v.allowedBefore, v.costsTotal]).toEqual([
      "1,459.00",
      "140.00",
      "1,599.00",
    ]);
  });

  it("prints items 2 and 3 by the display rounding, with two rate lines", () => {
    expect([v.payments, v.creditToInterest, v.creditToPrincipal, v.principalRemaining]).toEqual([
      "5,000.00",
      "3,210.57",
      "1,789.43",
      "13,809.57",
    ]);
    expect([v.interestRemaining, v.rate1, v.principal1, v.rate2, v.principal2]).toEqual([
      "2,468.12",
      "10",
      "12,345.67",
      "7.5",
      "1,463.90",
    ]);
    expect([v.item1, v.item2, v.item3, v.signerAttorney, v.signerCreditor, v.signerAgent]).toEqual([
      "checked",
      "checked",
      "checked",
      "checked",
      "",
      "",
    ]);
    expect([v.signedOn, v.printedName]).toEqual(["11/20/2026", "Jane Q. Counsel"]);
  });

  it("puts each figure on its labelled line of the flattened page", () => {
    const text = layoutText(filled.flattened, "mc-012");
    expectLine(text, /Preparing and issuing abstract of judgment\s+02\/03\/2025\s+\$\s+25\.00$/);
    expectLine(
      text,
      /\(specify county\): Los Angeles\s+2 items, 03\/01\/2025–01\/15\/2026\s+\$\s+80\.00$/,
    );
    expectLine(
      text,
      /Attorney fees, if allowed by Code Civ\. Proc\., § 685\.040\s+04\/02\/2026\s+\$\s+1,250\.00$/,
    );
    expectLine(
      text,
      /Other: Incurred 05\/05\/2026\s+\(statute authorizing cost\): Gov\. Code, § 70626\(b\)\s+\$\s+15\.00$/,
    );
    expectLine(text, /\(9\) Total of claimed costs .*\$\s+1,459\.00$/);
    expectLine(text, /b\. All previously allowed postjudgment costs\s+\$\s+140\.00$/);
    expectLine(text, /c\. Total of all postjudgment costs .*\$\s+1,599\.00$/);
    expectLine(text, /payments to date in the amount of: \$ 5,000\.00/);
    expectLine(
      text,
      /credit to accrued interest: \$ 3,210\.57\s+; credit to judgment principal \$ 1,789\.43/,
    );
    expectLine(text, /principal remaining due is \$ 13,809\.57 \./);
    expectLine(text, /remains due in the amount of \$ 2,468\.12/);
    expectLine(text, /legal rate of 10 % on the unpaid principal amount of \$ 12,345\.67/);
    expectLine(text, /legal rate of 7\.5 % on the unpaid principal/);
    expectLine(text, /amount of \$ 1,463\.90/);
    expectLine(text, /^Date: 11\/20\/2026$/);
  });

  it("warns of a cost too old to claim, and of nothing else", () => {
    expect(filled.warnings).toEqual([
      "A cost of $40.00 incurred on 01/10/2024 is more than two years old and was never allowed: it is left off item 1a.",
    ]);
  });
});

describe("EJ-130 from a rich case", async () => {
  const filled = await fillCourtForm(richInput("ej-130"));
  const v = valuesOf(filled.fields, EJ130_FIELDS);

  it("reads back items 11 to 19, item 18 adding up on paper", () => {
    expect([v.totalJudgment, v.costsAfterJudgment, v.subtotal, v.creditsToPrincipal]).toEqual([
      "15,000.00",
      "599.00",
      "15,599.00",
      "1,789.43",
    ]);
    expect([v.principalRemaining, v.accruedInterest, v.writFee, v.total, v.dailyInterest]).toEqual([
      "13,809.57",
      "2,468.12",
      "40.00",
      "16,317.69",
      "3.78",
    ]);
  });

  it("checks the writ's boxes from the case's facts", () => {
    expect([v.writOfExecution, v.unlimitedCase, v.limitedCase]).toEqual(["checked", "checked", ""]);
    expect([v.headAttorneyFor, v.headOriginalCreditor, v.headAssignee]).toEqual([
      "checked",
      "checked",
      "",
    ]);
    expect([v.creditorOriginal, v.creditorAssignee, v.amountsDiffer]).toEqual(["checked", "", ""]);
    expect([v.judgmentWages, v.judgmentSupport, v.judgmentPersonalDebt, v.judgmentOther]).toEqual([
      "",
      "",
      "checked",
      "",
    ]);
    expect([v.judgmentDate, v.renewed, v.renewalDates]).toEqual([
      "03/15/2014",
      "checked",
      "02/01/2024",
    ]);
  });

  it("names the first debtor in item 4 and the others in item 21 on page 2", () => {
    expect(v.creditorName).toBe("Acme Supply, Inc.; Beta Credit LLC");
    expect(v.debtor).toBe("John Doe\n22 Elm Street\nPasadena, CA 91101");
    expect([v.moreDebtors, v.item21]).toEqual(["checked", "checked"]);
    expect(v.moreDebtorsLeft).toBe("Mary Roe\n500 Oak Avenue, Apt. 3\nGlendale, CA 91203");
    expect(v.moreDebtorsRight).toBe(
      "Zed Holdings, Inc. (corporation)\n77 Harbor Boulevard\nLong Beach, CA 90802",
    );
    expect([v.page2CaseNumber, v.page3CaseNumber, v.page2Plaintiff]).toEqual([
      "24STCV01234",
      "24STCV01234",
      "Acme Supply, Inc.; Beta Credit LLC",
    ]);
  });

  it("puts each figure on its labelled line of the flattened page", () => {
    const text = layoutText(filled.flattened, "ej-130");
    expectLine(text, /11\. Total judgment \(as entered or renewed\)\s+\$\s+15,000\.00$/);
    expectLine(text, /12\. Costs after judgment \(CCP 685\.090\)\s+\$\s+599\.00$/);
    expectLine(text, /13\. Subtotal \(add 11 and 12\)\s+\$\s+15,599\.00$/);
    expectLine(text, /14\. Credits to principal \(after credit to interest\)\s+\$\s+1,789\.43$/);
    expectLine(text, /15\. Principal remaining due \(subtract 14 from 13\) \$\s+13,809\.57$/);
    expectLine(text, /16\. Accrued interest remaining due per\s+\$\s+2,468\.12$/);
    expectLine(text, /17\. Fee for issuance of writ .*\$\s+40\.00$/);
    expectLine(text, /18\. Tota[Il] amount due \(add 15, 16, and 17\)\s+\$\s+16,317\.69$/);
    expectLine(text, /GC 6103\.5 fees\) [. ]+\$\s+3\.78$/);
    expectLine(text, /5\. Judgment entered on \(date\): 03\/15\/2014/);
    expectLine(text, /3\. \(Name\): Acme Supply, Inc\.; Beta Credit LLC$/);
  });

  it("an 'other' judgment checks 22d and writes what it is for beside it, with no warning", async () => {
    const other = await fillCourtForm(
      richInput("ej-130", {
        facts: {
          ...RICH_FACTS,
          judgmentKind: "other",
          judgmentKindOther: "Unpaid rent under a commercial lease",
        },
      }),
    );
    const o = valuesOf(other.fields, EJ130_FIELDS);
    expect([o.judgmentPersonalDebt, o.judgmentOther, o.judgmentOtherDescribe]).toEqual([
      "",
      "checked",
      "Unpaid rent under a commercial lease",
    ]);
    expect(other.warnings.filter((w) => w.includes("22d"))).toEqual([]);
    expectLine(
      layoutText(other.flattened, "ej-130-other"),
      /d\..*other \(describe\):\s+Unpaid rent under a commercial lease$/,
    );
    // Undescribed (facts kept before the description existed): the box, the blank and a warning.
    const bare = await fillCourtForm(
      richInput("ej-130", {
        facts: { ...RICH_FACTS, judgmentKind: "other", judgmentKindOther: "" },
      }),
    );
    expect(valuesOf(bare.fields, EJ130_FIELDS).judgmentOtherDescribe).toBe("");
    expect(bare.warnings).toContain(
      'Item 22d ("other") asks what the judgment is for: it is not recorded, so it is left blank.',
    );
    // Any other type leaves 22d's line blank.
    expect(v.judgmentOtherDescribe).toBe("");
  });

  it("refuses a writ whose amounts differ by debtor, in plain words", async () => {
    const input = richInput("ej-130", { facts: { ...RICH_FACTS, amountsDifferByDebtor: true } });
    const refusal = fillCourtForm(input);
    await expect(refusal).rejects.toBeInstanceOf(AmountsDifferByDebtorError);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 409,
      message: AMOUNTS_DIFFER_BY_DEBTOR_MESSAGE,
    });
    expect(AMOUNTS_DIFFER_BY_DEBTOR_MESSAGE).toBe(
      'The amounts owed differ by debtor, and this form prints one set of figures for all of them, so it cannot be produced yet. Fill it by hand for each debtor, or clear "amounts differ by debtor" in the case\'s court facts if they do not.',
    );
  });
});

describe("EJ-100 from a rich case", () => {
  it("acknowledges a partial satisfaction with its amount", async () => {
    const filled = await fillCourtForm(richInput("ej-100"));
    const v = valuesOf(filled.fields, EJ100_FIELDS);
    expect([v.titlePartial, v.partialSatisfaction, v.partialAmount]).toEqual([
      "checked",
      "checked",
      "2,500.00",
    ]);
    expect([v.titleFull, v.fullSatisfaction, v.satisfiedInFull]).toEqual(["", "", ""]);
    expect([v.line1, v.line2, v.line3, v.line4, v.line5]).toEqual([
      "Jane Q. Counsel (SBN 123456)",
      "Counsel & Partners LLP",
      "100 Main Street, Suite 400",
      "Los Angeles, CA 90012",
      "",
    ]);
    expect(v.creditor).toBe(
      "Acme Supply, Inc. (corporation), 1 Industry Way, Irvine, CA 92618\nBeta Credit LLC (limited liability company), 9 Market Street, San Diego, CA 92101",
    );
    expect(v.debtor).toBe(
      "John Doe, 22 Elm Street, Pasadena, CA 91101; Mary Roe, 500 Oak Avenue, Apt. 3, Glendale, CA 91203; Zed Holdings, Inc. (corporation), 77 Harbor Boulevard, Long Beach, CA 90802",
    );
    expect([v.assignee, v.judgmentDate, v.renewed, v.renewalDates, v.signedOn]).toEqual([
      "",
      "03/15/2014",
      "checked",
      "02/01/2024",
      "11/20/2026",
    ]);
    // EJ-100 caps its e-mail field at 15 characters; the address is printed whole.
    expect(v.email).toBe("jane@counsel-partners.example");
    const text = layoutText(filled.flattened, "ej-100");
    expectLine(text, /satisfaction of the judgment is \$\s+2,500\.00$/);
    expectLine(text, /a\. Judgment entered on \(date\): ?03\/15\/2014/);
  });

  it("acknowledges a full satisfaction, and names an assignee in item 3 with item 2 left blank", async () => {
    const input = richInput("ej-100", {
      satisfaction: { kind: "full" },
      facts: { ...RICH_FACTS, creditorIsAssignee: true },
    });
    const filled = await fillCourtForm(input);
    const v = valuesOf(filled.fields, EJ100_FIELDS);
    expect([
      v.titleFull,
      v.fullSatisfaction,
      v.satisfiedInFull,
      v.titlePartial,
      v.partialAmount,
    ]).toEqual(["checked", "checked", "checked", "", ""]);
    expect([v.headAttorneyFor, v.headCreditor, v.headAssignee]).toEqual(["checked", "", "checked"]);
    expect(v.creditor).toBe("");
    expect(v.assignee).toContain(
      "Acme Supply, Inc. (corporation), 1 Industry Way, Irvine, CA 92618",
    );
    expect(filled.warnings).toContain(
      "The original judgment creditor's name and address (item 2) are not recorded: item left blank.",
    );
  });
});

describe("WG-001 from a rich case", () => {
  it("names the employer and the debtor, and asks for the writ's amount", async () => {
    const filled = await fillCourtForm(richInput("wg-001"));
    const v = valuesOf(filled.fields, WG001_FIELDS);
    expect(v.letterhead).toBe(
      "Jane Q. Counsel (SBN 123456)\nCounsel & Partners LLP\n100 Main Street, Suite 400, Los Angeles, CA 90012",
    );
    expect(v.creditorName).toBe("Acme Supply, Inc.; Beta Credit LLC");
    expect(v.employer).toBe(
      "Pacific Widgets Corporation\n4000 Industrial Parkway\nTorrance, CA 90501",
    );
    expect(v.employee).toBe("John Doe\n22 Elm Street\nPasadena, CA 91101");
    // 3b is EJ-130's item 18 for the same figures.
    expect([v.payToTop, v.judgmentDate, v.amount, v.support]).toEqual([
      "checked",
      "03/15/2014",
      "16,317.69",
      "",
    ]);
    expect([v.signerName, v.declarantName, v.signedOn]).toEqual([
      "Jane Q. Counsel",
      "Jane Q. Counsel",
      "11/20/2026",
    ]);
    expect(filled.warnings).toContain(
      "The case has 3 judgment debtors: this application names John Doe as the employee; apply separately for each other debtor.",
    );
    const text = layoutText(filled.flattened, "wg-001");
    expectLine(
      text,
      /1\. The judgment creditor \(name\): Acme Supply, Inc\.; Beta Credit LLC\s+requests$/,
    );
    expectLine(text, /a\. Judgment was entered on \(date\): 03\/15\/2014$/);
    expectLine(text, /unless a lesser amount is specified here: \$: 16,317\.69$/);
  });
});

describe("a case that lacks facts", () => {
  it.each(COURT_FORM_IDS)("%s leaves each missing item blank and says so", async (form) => {
    const filled = await fillCourtForm(bareInput(form));
    const maps = {
      "mc-012": MC012_FIELDS,
      "ej-130": EJ130_FIELDS,
      "ej-100": EJ100_FIELDS,
      "wg-001": WG001_FIELDS,
    };
    const map: Record<string, string> = maps[form];
    for (const key of [
      "courtStreet",
      "courtCounty",
      "courtCityZip",
      "plaintiff",
      "defendant",
      "caseNumber",
    ]) {
      expect(filled.fields[map[key] ?? ""], key).toBe("");
    }
    expect(filled.warnings).toEqual(
      expect.arrayContaining([
        "The court's street address is not recorded: item left blank.",
        "The court's county is not recorded: item left blank.",
        "The case number is not recorded: item left blank.",
        "No judgment creditor is recorded for the case: the creditor's name is left blank.",
        "No judgment debtor is recorded for the case: the debtor's name is left blank.",
        "The name of the attorney (or party) who signs is not recorded in the letterhead: item left blank.",
      ]),
    );
    // Never a placeholder: every filled text is a fact or a figure of the case.
    const texts = Object.values(filled.fields).filter(
      (value) => value !== "" && value !== "checked",
    );
    expect(texts.filter((value) => /unknown|n\/a|--|tbd|\?/i.test(value))).toEqual([]);
  });

  it("EJ-130 without a case kind or judgment type checks neither and says so", async () => {
    const filled = await fillCourtForm(bareInput("ej-130"));
    const v = valuesOf(filled.fields, EJ130_FIELDS);
    expect([v.limitedCase, v.unlimitedCase, v.judgmentPersonalDebt, v.headAttorneyFor]).toEqual([
      "",
      "",
      "",
      "",
    ]);
    // No creditor recorded: neither "original judgment creditor" nor "assignee of record".
    expect([
      v.headOriginalCreditor,
      v.headAssignee,
      v.creditorOriginal,
      v.creditorAssignee,
    ]).toEqual(["", "", "", ""]);
    expect(filled.warnings).toEqual(
      expect.arrayContaining([
        "Whether the case is a limited or an unlimited civil case is not recorded: neither box is checked.",
        "The judgment's type (item 22) is not recorded: no box is checked.",
      ]),
    );
  });

  it("MC-012 without a State Bar number leaves item 4 for the signer", async () => {
    const filled = await fillCourtForm(
      richInput("mc-012", {
        letterhead: { ...EMPTY_LETTERHEAD, attorneyName: "Acme Supply, Inc." },
      }),
    );
    expect(filled.fields[MC012_FIELDS.signerAttorney]).toBe("");
    expect(filled.warnings).toContain(
      "Item 4 (whether you sign as the judgment creditor or as its agent) is left for you to check: the letterhead has no State Bar number.",
    );
  });
});

describe("fitting text to its box", () => {
  /** Each widget's size as its appearance was drawn, and the text's width at that size. */
  async function measured(pdf: Uint8Array | PDFDocument, name: string) {
    const doc = pdf instanceof PDFDocument ? pdf : await PDFDocument.load(pdf);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const field = doc.getForm().getTextField(name);
    const widget = field.acroField.getWidgets()[0];
    if (!widget) throw new Error(`${name} has no widget`);
    const size = Number(/(\d*\.\d+|\d+)\s+Tf/.exec(widget.getDefaultAppearance() ?? "")?.[1]);
    const text = field.getText() ?? "";
    const bounds = textBounds(widget);
    const layout = layoutMultilineText(text, {
      alignment: TextAlignment.Left,
      fontSize: size,
      font,
      bounds,
    });
    return {
      size,
      width: field.isMultiline() ? Number.NaN : font.widthOfTextAtSize(text, size),
      box: bounds.width,
      height: bounds.height,
      lines: layout.lines.length,
      lineHeight: layout.lineHeight,
      widest: Math.max(...layout.lines.map((line) => line.width)),
    };
  }

  it("shrinks a long name below the field's 8 pt until it fits", async () => {
    const name =
      "The Extraordinarily Long Name Of A Judgment Creditor Holding Company, Incorporated";
    const facts = { ...EMPTY_COURT_FACTS, creditors: [{ ...ACME, name }] };
    const filled = await fillCourtForm(richInput("mc-012", { facts }));
    const fit = await measured(filled.editable, MC012_FIELDS.plaintiff);
    expect(filled.fields[MC012_FIELDS.plaintiff]).toBe(name);
    expect(fit.size).toBeLessThan(8);
    expect(fit.size).toBeGreaterThanOrEqual(FLOOR_FONT_SIZE);
    expect(fit.width).toBeLessThanOrEqual(fit.box);
    expect(filled.warnings.some((w) => w.includes("too long"))).toBe(false);
  });

  it("keeps every filled text of every rich form inside its box", async () => {
    for (const form of COURT_FORM_IDS) {
      const filled = await fillCourtForm(richInput(form));
      const doc = await PDFDocument.load(filled.editable);
      for (const field of doc.getForm().getFields()) {
        if (!("isMultiline" in field) || (filled.fields[field.getName()] ?? "") === "") continue;
        const fit = await measured(doc, field.getName());
        if ((field as { isMultiline(): boolean }).isMultiline()) {
          expect(fit.lines * fit.lineHeight, `${form} ${field.getName()}`).toBeLessThanOrEqual(
            fit.height,
          );
          expect(fit.widest, `${form} ${field.getName()}`).toBeLessThanOrEqual(fit.box);
        } else {
          expect(fit.width, `${form} ${field.getName()}`).toBeLessThanOrEqual(fit.box);
        }
      }
    }
  });

  it("warns when a name is too long even at the floor size", async () => {
    const name = `${"Wide Name ".repeat(11)}Inc.`;
    const facts = { ...RICH_FACTS, creditors: [{ ...ACME, name }] };
    const filled = await fillCourtForm(richInput("mc-012", { facts }));
    expect(filled.warnings).toContain(
      "The plaintiff's name is too long for its box on the form: check the printed page and shorten it.",
    );
  });

  it("leaves out characters the form's font cannot print, and says so", async () => {
    const facts = {
      ...RICH_FACTS,
      debtors: [{ ...JOHN_DOE, name: "Jan Kowalski 王" }],
    };
    const filled = await fillCourtForm(richInput("mc-012", { facts }));
    expect(filled.fields[MC012_FIELDS.defendant]).toBe("Jan Kowalski");
    expect(filled.warnings).toContain(
      "The defendant's name has characters the form's font cannot print (王): they are left out; check the printed page.",
    );
  });
});

describe("the filled files", () => {
  it("flattens every field and drops the Print, Save and Clear buttons", async () => {
    for (const form of COURT_FORM_IDS) {
      const filled = await fillCourtForm(richInput(form));
      const flat = await PDFDocument.load(filled.flattened);
      expect(flat.getForm().getFields(), form).toEqual([]);
      const text = layoutText(filled.flattened, `${form}-flat`);
      expect(text, form).not.toMatch(/\bPrint\b|\bSave\b/);
      const blank = await readFields(await readFile(blankFormPath(form)));
      expect(Object.keys(await readFields(filled.editable)), form).toEqual(Object.keys(blank));
    }
  });

  it("lists the font the fields are drawn in among the form's resources, for editing", async () => {
    for (const form of COURT_FORM_IDS) {
      const doc = await PDFDocument.load((await fillCourtForm(richInput(form))).editable);
      const resources = doc.catalog.getAcroForm()?.dict.lookup(PDFName.of("DR"), PDFDict);
      const fonts = resources?.lookup(PDFName.of("Font"), PDFDict);
      expect(fonts?.has(PDFName.of("Helvetica")), form).toBe(true);
    }
  });

  it("finds the blanks from the sources and from the compiled server alike", () => {
    const fromDist = new URL(
      BLANKS_FROM_MODULE,
      pathToFileURL(
        join(
          fileURLToPath(new URL("../../../../", import.meta.url)),
          "dist/features/court-forms/fill/fill-court-form.js",
        ),
      ),
    );
    for (const form of COURT_FORM_IDS) {
      expect(existsSync(blankFormPath(form)), form).toBe(true);
      expect(fileURLToPath(new URL(`${form}.pdf`, fromDist))).toBe(blankFormPath(form));
    }
  });

  it("prints a partial amount by the display rounding", async () => {
    const filled = await fillCourtForm(
      richInput("ej-100", { satisfaction: { kind: "partial", amount: usd("1234.565") } }),
    );
    expect(filled.fields[EJ100_FIELDS.partialAmount]).toBe("1,234.57");
  });
});

describe("a caption too long for its line", () => {
  it('names the first party "et al." when every name does not fit', async () => {
    const name = "Northern California Equipment Leasing Company, Inc.";
    const gamma = { ...ACME, name: "Gamma Receivables Trust of Sacramento" };
    const creditors = [{ ...ACME, name }, ...RICH_FACTS.creditors.slice(1), gamma];
    const filled = await fillCourtForm(
      richInput("ej-130", { facts: { ...RICH_FACTS, creditors } }),
    );
    expect(filled.fields[EJ130_FIELDS.plaintiff]).toBe(`${name}, et al.`);
    expect(filled.fields[EJ130_FIELDS.defendant]).toBe("John Doe; Mary Roe; Zed Holdings, Inc.");
    // Item 3 has the whole line for the creditors' names.
    expect(filled.fields[EJ130_FIELDS.creditorName]).toBe(
      `${name}; Beta Credit LLC; Gamma Receivables Trust of Sacramento`,
    );
    expect(filled.warnings.filter((w) => w.includes("too long"))).toEqual([]);
  });
});

describe("unprintable characters in a name measured for the caption", () => {
  it.each(COURT_FORM_IDS)("%s fills, leaving them out and saying so", async (form) => {
    const debtors = [{ ...JOHN_DOE, name: "Wang Wei 王伟" }, ...RICH_FACTS.debtors.slice(1)];
    const filled = await fillCourtForm(richInput(form, { facts: { ...RICH_FACTS, debtors } }));
    expect(filled.warnings.some((w) => w.includes("(王 伟)"))).toBe(true);
    expect(Object.values(filled.fields).some((value) => value.includes("王"))).toBe(false);
  });
});

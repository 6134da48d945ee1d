import { type Letterhead, letterheadSchema } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { csvRecords, readLetterheadCsv } from "./letterhead-csv.ts";

// The export's exact text (apps/api/src/features/exports/docket-exports.test.ts holds the same
// string against the writer): byte-order mark, CRLF, quoted commas and quotes, an apostrophe
// before a cell a spreadsheet would read as a formula.
const HEADER =
  "Attorney name,State Bar number,Firm name,Street address,City,State,ZIP code,Telephone,Fax,E-mail,Attorney for";
const EXPORTED =
  `\uFEFF${HEADER}\r\n` +
  'Mary Hale,123456,"Hale & ""Pratt"" LLP","500 Capitol Mall, Suite 1200",Sacramento,CA,95814,\'+1 916 555 0100,,collections@hale.example,"Plaintiff Acme Supply, Inc."\r\n';

const MARY: Letterhead = {
  attorneyName: "Mary Hale",
  barNumber: "123456",
  firm: 'Hale & "Pratt" LLP',
  street: "500 Capitol Mall, Suite 1200",
  city: "Sacramento",
  state: "CA",
  zip: "95814",
  phone: "+1 916 555 0100",
  fax: "",
  email: "collections@hale.example",
  attorneyFor: "Plaintiff Acme Supply, Inc.",
};

const refusal = (text: string) => {
  const reading = readLetterheadCsv(text);
  return reading.ok ? "read" : reading.message;
};

describe("readLetterheadCsv", () => {
  it("reads the export back into exactly the letterhead it was made from", () => {
    const reading = readLetterheadCsv(EXPORTED);
    expect(reading).toEqual({ ok: true, values: MARY });
    expect(reading.ok && letterheadSchema.parse(reading.values)).toEqual(MARY);
  });

  it("reads the columns in any order, LF line ends and no byte-order mark", () => {
    const text = `Attorney for,${HEADER.replace(",Attorney for", "")}\n"Plaintiff Acme Supply, Inc.",Mary Hale,123456,"Hale & ""Pratt"" LLP","500 Capitol Mall, Suite 1200",Sacramento,CA,95814,'+1 916 555 0100,,collections@hale.example\n\n`;
    expect(readLetterheadCsv(text)).toEqual({ ok: true, values: MARY });
  });

  it("reads an all-empty row as the empty letterhead", () => {
    const reading = readLetterheadCsv(`${HEADER}\r\n,,,,,,,,,,\r\n`);
    expect(reading.ok && Object.values(reading.values).every((v) => v === "")).toBe(true);
  });

  it("names every column a wrong file lacks", () => {
    expect(refusal("Case name,Judgment amount\r\nAcme v. Roe,100.00\r\n")).toBe(
      'This file is not a letterhead export: the columns "Attorney name", "State Bar number", "Firm name", "Street address", "City", "State", "ZIP code", "Telephone", "Fax", "E-mail", "Attorney for" are missing.',
    );
    expect(refusal(`${HEADER.replace(",Fax", "")}\r\n`)).toBe(
      'This file is not a letterhead export: the column "Fax" is missing.',
    );
  });

  it("refuses a column the export does not have, a repeated one, no row and two rows", () => {
    expect(refusal(`${HEADER},Notes\r\n,,,,,,,,,,,x\r\n`)).toBe(
      'This file is not a letterhead export: it has a column the export does not: "Notes".',
    );
    expect(refusal(`${HEADER},Fax\r\n`)).toBe(
      'This file is not a letterhead export: the column "Fax" appears twice.',
    );
    expect(refusal(`${HEADER}\r\n`)).toBe(
      "This file is not a letterhead export: it has no row under the column names.",
    );
    expect(refusal(`${HEADER}\r\n,,,,,,,,,,a\r\n,,,,,,,,,,b\r\n`)).toBe(
      "This file is not a letterhead export: it has 2 rows; the export has one.",
    );
    expect(refusal(`${HEADER}\r\n,,,,,,,,,,,,\r\n`)).toBe(
      "This file is not a letterhead export: its row has more cells than there are columns.",
    );
  });

  it("refuses an empty file, an open quote, a binary file and one over 64 KB", () => {
    expect(refusal("")).toBe("This file is not a letterhead export: it is empty.");
    expect(refusal(`${HEADER}\r\n"Mary Hale,\r\n`)).toBe(
      "This file is not a letterhead export: a quoted cell is never closed.",
    );
    expect(refusal("PK\u0003\u0004\u0000\u0000")).toBe(
      "This file is not a letterhead export: it is not a CSV text file.",
    );
    expect(refusal(`${HEADER}\r\n${"x".repeat(64 * 1024)}`)).toBe(
      "This file is not a letterhead export: it is larger than 64 KB.",
    );
  });
});

describe("csvRecords", () => {
  it("keeps a line break inside quotes and ends a record at CR, LF or CRLF", () => {
    expect(csvRecords('a,"b\r\nc"\rd,e\nf,""""')).toEqual([
      ["a", "b\r\nc"],
      ["d", "e"],
      ["f", '"'],
    ]);
  });
});

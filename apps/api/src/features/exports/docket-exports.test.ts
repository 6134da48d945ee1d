import { EMPTY_LETTERHEAD } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { letterheadCsv } from "./docket-exports.ts";

// The letterhead file's exact text: the Letterhead card's import reads this very text back
// (apps/web/src/features/workspaces/utils/letterhead-csv.test.ts holds the same string).

describe("letterheadCsv", () => {
  it("writes the header and one row: quoted where a cell has a comma or quote, formulas neutralised", () => {
    const csv = letterheadCsv({
      ...EMPTY_LETTERHEAD,
      attorneyName: "Mary Hale",
      barNumber: "123456",
      firm: 'Hale & "Pratt" LLP',
      street: "500 Capitol Mall, Suite 1200",
      city: "Sacramento",
      state: "CA",
      zip: "95814",
      phone: "+1 916 555 0100",
      email: "collections@hale.example",
      attorneyFor: "Plaintiff Acme Supply, Inc.",
    });
    expect(csv).toBe(
      "\uFEFFAttorney name,State Bar number,Firm name,Street address,City,State,ZIP code,Telephone,Fax,E-mail,Attorney for\r\n" +
        'Mary Hale,123456,"Hale & ""Pratt"" LLP","500 Capitol Mall, Suite 1200",Sacramento,CA,95814,\'+1 916 555 0100,,collections@hale.example,"Plaintiff Acme Supply, Inc."\r\n',
    );
  });
});

import type { CalendarDate } from "../dates/calendar-date.ts";
import type { WritFee } from "./figures.ts";

// The clerk's fee for issuing a writ of execution (Gov. Code, § 70626(a)(1)), EJ-130 item 17, as a
// dated table: a writ dated before a change shows the fee of its day. Sources read 2026-11-26;
// docs/court-forms.md, "The writ fee", says what was read and what was not.

const CITATION = "Gov. Code, § 70626(a)(1)";
const LEGINFO =
  "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=70626";

/** Newest first. Each row applies from `from` until the row above it starts. */
export const WRIT_FEE_TABLE: readonly WritFee[] = [
  {
    amount: 40_0000n,
    from: "2020-01-01",
    citation: CITATION,
    source: `${LEGINFO}; San Bernardino Superior Court notice of fee increase effective 01/01/2020 (reprinted at https://www.legalprofessionalsinc.org/san-bernardino-notice-of-fee-increase/)`,
    confidence: "partly confirmed",
    note: 'The section\'s current text reads "The fee for each of the following services is forty dollars ($40) ... (1) Issuing ... a writ of execution" (read in two research copies of the section, self-law.org and lawserver.com, not on leginfo itself). The court\'s notice says the fee rose "from $25 to $40" on 01/01/2020. No later change was found.',
  },
  {
    amount: 25_0000n,
    from: null,
    citation: CITATION,
    source:
      "San Bernardino Superior Court notice of fee increase effective 01/01/2020 (reprinted at https://www.legalprofessionalsinc.org/san-bernardino-notice-of-fee-increase/)",
    confidence: "not confirmed",
    note: "$25 was the fee until 12/31/2019, as the notice of the 2020 increase says; the day it began was not found. Check the fee schedule in force on the writ's date.",
  },
];

/** The fee for issuing a writ of execution on `date`. */
export function writFeeOn(date: CalendarDate): WritFee {
  const row = WRIT_FEE_TABLE.find((fee) => fee.from === null || fee.from <= date);
  // The last row has no start, so a row is always found.
  return row as WritFee;
}

import { addDays, type PayoffLetter } from "@owed/domain";
import type { LetterheadParts } from "./letter-blocks.ts";

// A letter as the model would give it, for the renderers' tests and a look at the files. Its
// figures are made up (a payoff rising by a fixed per diem); the real ones come from the engine
// through the letter model, and are checked against the payoff route in the API's tests.

export const FIXTURE_LETTERHEAD: LetterheadParts = {
  name: "Lindqvist & Okafor LLP",
  person: "Maria Okafor",
  address: "500 Capitol Mall, Suite 1200, Sacramento, CA 95814",
  phone: "(916) 555-0134",
  email: "collections@lindqvist-okafor.example",
  barNumber: "287654",
  attorneyFor: "Acme Supply Co.",
};

const PER_DIEM_UNITS = 27_397n; // $2.7397 in ten-thousandths, the model's four decimals
const PAYOFF_CENTS = 1_254_318n; // $12,543.18

const cents = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, "0")}`;

/** The fixture's payoff `days` after its date, rounded to the cent as the route shows it. */
export function fixturePayoffAfter(days: number): string {
  return cents(PAYOFF_CENTS + (PER_DIEM_UNITS * BigInt(days) + 50n) / 100n);
}

export function fixtureLetter(
  goodThrough: { unit: "day" | "week"; count: number } = { unit: "day", count: 14 },
): PayoffLetter {
  const date = "2026-12-01";
  const step = goodThrough.unit === "day" ? 1 : 7;
  return {
    caseId: "case-1",
    caseName: "Acme Supply Co. v. Jordan Reyes",
    writtenOn: "2026-11-26",
    date,
    payoff: fixturePayoffAfter(0),
    principalBalance: "11250.00",
    accruedInterest: "1043.18",
    costBalance: "250.00",
    perDiem: "2.7397",
    recipient: ["Jordan Reyes", "1844 Alder Street, Apt. 3", "Fresno, CA 93721"],
    reference: [
      "Acme Supply Co. v. Jordan Reyes",
      "Superior Court of California, County of Fresno",
      "Case No. 24CECG01234",
    ],
    salutation: "Dear Jordan Reyes:",
    paragraphs: [
      "To pay the judgment in full on December 1, 2026, the amount due is $12,543.18: principal $11,250.00, interest $1,043.18 and costs $250.00. Interest continues at $2.7397 a day after that date. The table below gives the amount that pays the judgment in full on each later date.",
      "Please pay by cashier's check or wire transfer to:\nLindqvist & Okafor LLP Client Trust Account\nFirst Valley Bank, routing 121000358, account 000123456789\nReference: Case No. 24CECG01234",
      "Once the payoff is received we will file an acknowledgment of satisfaction of judgment with the court. If you have questions, call us at (916) 555-0134.",
    ],
    goodThrough: Array.from({ length: goodThrough.count }, (_, i) => ({
      date: addDays(date, (i + 1) * step),
      payoff: fixturePayoffAfter((i + 1) * step),
    })),
    signature: ["Maria Okafor", "Lindqvist & Okafor LLP", "Attorney for Acme Supply Co."],
    warnings: [],
  };
}

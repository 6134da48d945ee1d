import {
  type ClaimedCostLine,
  type CostCategory,
  formatUsDate,
  formatUsd,
  type Mc012Figures,
  shownCents,
} from "@owed/domain";
import type { CourtFormInput } from "../court-form-input.ts";
import type { FormWriter } from "./form-writer.ts";
import { fillCaption, fillCourt, fillLetterhead } from "./header.ts";
import { MC012_FIELDS as F } from "./mc-012.ts";
import { formDate, formDates, formMoney, formRate, hasAttorney } from "./paper-text.ts";

// MC-012: the memorandum of costs after judgment, acknowledgment of credit and declaration of
// accrued interest, from the figures for one date (docs/court-forms.md).

/** Item 1a's line for each category: where its dates and its amount go. */
const COST_ROWS: Record<CostCategory, { dates: string; amount: string }> = {
  abstract: { dates: F.abstractDates, amount: F.abstractAmount },
  recording: { dates: F.recordingDates, amount: F.recordingAmount },
  "personal-property-lien": { dates: F.lienDates, amount: F.lienAmount },
  "writ-issuance": { dates: F.writDates, amount: F.writAmount },
  "levying-officer": { dates: F.levyingDates, amount: F.levyingAmount },
  "debtor-examination": { dates: F.examinationDates, amount: F.examinationAmount },
  "attorney-fees": { dates: F.attorneyFeesDates, amount: F.attorneyFeesAmount },
  // (8) "Other" has no dates column: its dates go in the blank after "Other:".
  other: { dates: F.otherWhat, amount: F.otherAmount },
};

export function fillMc012(w: FormWriter, input: CourtFormInput) {
  fillLetterhead(w, F, input.letterhead);
  fillCourt(w, F, input.facts);
  fillCaption(w, F, input);
  const figures = input.mc012;
  if (figures) {
    fillCosts(w, figures);
    fillCredits(w, figures);
    fillInterest(w, figures);
  } else {
    w.warn("The memorandum's figures were not given: items 1 to 3 left blank.");
  }
  if (hasAttorney(input.letterhead)) {
    w.check(F.signerAttorney, true);
  } else {
    w.warn(
      "Item 4 (whether you sign as the judgment creditor or as its agent) is left for you to check: the letterhead has no State Bar number.",
    );
  }
  w.text(F.signedOn, formDate(input.asOf), "The date");
  w.text(F.printedName, input.letterhead.attorneyName, "The printed name");
}

/** "03/01/2026", or several dates said to be multiple items, as item 1a asks. */
function datesCandidates(line: ClaimedCostLine): string[] {
  const first = line.dates[0];
  const last = line.dates[line.dates.length - 1];
  if (!first || !last) return [""];
  if (line.dates.length === 1)
    return line.category === "other"
      ? [`Incurred ${formDate(first)}`, formDate(first)]
      : [formDate(first)];
  return [
    `Multiple items: ${formDates(line.dates)}`,
    `${line.dates.length} items, ${formDate(first)}–${formDate(last)}`,
  ];
}

function fillCosts(w: FormWriter, figures: Mc012Figures) {
  const any = figures.claimed.length > 0 || figures.allowedBefore > 0n;
  w.check(F.item1, any);
  for (const line of figures.claimed) {
    const row = COST_ROWS[line.category];
    w.text(row.dates, w.firstFitting(row.dates, datesCandidates(line)), "The dates incurred");
    w.text(row.amount, formMoney(line.amount), "A cost's amount");
    if (line.category === "writ-issuance") {
      const county = w.need(
        line.note,
        "The county a writ was issued in (item 1a(4)) is not recorded: item left blank.",
      );
      w.text(F.writCounty, county, "The writ's county");
    }
    if (line.category === "other") {
      const statute = w.need(
        line.note,
        'The statute authorizing an "other" cost (item 1a(8)) is not recorded: item left blank.',
      );
      w.text(F.otherStatute, statute, "The statute authorizing the cost");
    }
  }
  if (any) {
    w.text(F.claimedTotal, formMoney(figures.claimedTotal), "The total of claimed costs");
    w.text(F.allowedBefore, formMoney(figures.allowedBefore), "The previously allowed costs");
    w.text(F.costsTotal, formMoney(figures.costsTotal), "The total of postjudgment costs");
  }
  for (const stale of figures.staleCosts) {
    w.warn(
      `A cost of ${formatUsd(stale.amount)} incurred on ${formatUsDate(stale.date)} is more than two years old and was never allowed: it is left off item 1a.`,
    );
  }
}

function fillCredits(w: FormWriter, figures: Mc012Figures) {
  // Each credit is rounded by the display rule, as the case page shows it.
  const credits = shownCents(figures.creditToPrincipal, figures.creditToInterest);
  const remaining = shownCents(figures.principalRemaining, figures.interestRemaining);
  w.check(F.item2, true);
  w.text(F.payments, formMoney(figures.payments), "The payments to date");
  w.text(F.creditToInterest, formMoney(credits.interest), "The credit to interest");
  w.text(F.creditToPrincipal, formMoney(credits.principal), "The credit to principal");
  w.text(F.principalRemaining, formMoney(remaining.principal), "The principal remaining");
}

function fillInterest(w: FormWriter, figures: Mc012Figures) {
  const remaining = shownCents(figures.principalRemaining, figures.interestRemaining);
  w.check(F.item3, true);
  w.text(F.interestRemaining, formMoney(remaining.interest), "The accrued interest");
  const [first, second, ...more] = figures.rateLines;
  if (first) {
    w.text(F.rate1, formRate(first.ratePercent), "The legal rate");
    w.text(F.principal1, formMoney(first.principal), "The principal the rate runs on");
  }
  if (second) {
    w.text(F.rate2, formRate(second.ratePercent), "The second legal rate");
    w.text(F.principal2, formMoney(second.principal), "The principal the second rate runs on");
  }
  if (more.length > 0) {
    w.warn(
      `Interest ran at ${figures.rateLines.length} rates; item 3 has lines for two: attach a declaration for the others.`,
    );
  }
}

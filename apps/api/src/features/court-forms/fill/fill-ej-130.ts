import { type Ej130Figures, type JudgmentKind, roundToCents, shownCents } from "@owed/domain";
import { AmountsDifferByDebtorError } from "../court-form-errors.ts";
import type { CourtFormInput } from "../court-form-input.ts";
import { EJ130_FIELDS as F } from "./ej-130.ts";
import type { FormWriter } from "./form-writer.ts";
import { fillCaption, fillCourt, fillLetterhead, LEFT_BLANK, partyBlockWarned } from "./header.ts";
import { captionNames, formDate, formDates, formMoney, hasAttorney } from "./paper-text.ts";

// EJ-130, writ of execution (money judgment), from the figures for the day it is applied for
// (docs/court-forms.md). Items 11–19 are the ledger's figures; items 9, 10 and 23–25 (possession,
// sale, sister-state, joint debtors) are not filled.

/** Keeps text in the bracketed boxes (items 4 and 21) off the printed bracket. */
const BRACKET_INSET = 3;

const JUDGMENT_KIND_BOX: Record<JudgmentKind, string> = {
  wages: F.judgmentWages,
  support: F.judgmentSupport,
  "personal-debt": F.judgmentPersonalDebt,
  other: F.judgmentOther,
};

export function fillEj130(w: FormWriter, input: CourtFormInput) {
  if (input.facts.amountsDifferByDebtor) throw new AmountsDifferByDebtorError();
  fillLetterhead(w, F, input.letterhead);
  fillCourt(w, F, input.facts);
  fillCaption(w, F, input);
  fillCaption(
    w,
    { plaintiff: F.page2Plaintiff, defendant: F.page2Defendant, caseNumber: F.page2CaseNumber },
    input,
  );
  fillCaption(
    w,
    { plaintiff: F.page3Plaintiff, defendant: F.page3Defendant, caseNumber: F.page3CaseNumber },
    input,
  );
  w.check(F.writOfExecution, true);
  fillKinds(w, input);
  fillCreditor(w, input);
  fillDebtors(w, input);
  w.text(F.judgmentDate, formDate(input.judgmentDate), "The judgment date");
  w.check(F.renewed, input.renewedOn.length > 0);
  w.text(F.renewalDates, formDates(input.renewedOn), "The renewal dates");
  w.warn(
    "Item 1 (the county whose sheriff or marshal is to levy) and item 7 (whether a notice of sale has been requested) are left for you to complete.",
  );
  if (input.ej130) fillFigures(w, input.ej130);
  else w.warn("The writ's figures were not given: items 11 to 19 left blank.");
}

function fillKinds(w: FormWriter, input: CourtFormInput) {
  const { caseKind, judgmentKind } = input.facts;
  if (caseKind === null) {
    w.warn(
      "Whether the case is a limited or an unlimited civil case is not recorded: neither box is checked.",
    );
  }
  w.check(F.limitedCase, caseKind === "limited");
  w.check(F.unlimitedCase, caseKind === "unlimited");
  if (judgmentKind === null) {
    w.warn("The judgment's type (item 22) is not recorded: no box is checked.");
    return;
  }
  w.check(JUDGMENT_KIND_BOX[judgmentKind], true);
  if (judgmentKind === "other") {
    const described = w.need(
      input.facts.judgmentKindOther,
      'Item 22d ("other") asks what the judgment is for: it is not recorded, so it is left blank.',
    );
    w.text(F.judgmentOtherDescribe, described, "What the judgment is for (item 22d)");
  }
}

/** The letterhead's boxes and item 3: the creditor, original or assignee of record. */
function fillCreditor(w: FormWriter, input: CourtFormInput) {
  // With no creditor recorded there is no one to call original or assignee.
  const known = input.facts.creditors.length > 0;
  const assignee = input.facts.creditorIsAssignee;
  w.check(F.headAttorneyFor, hasAttorney(input.letterhead));
  w.check(F.headOriginalCreditor, known && !assignee);
  w.check(F.headAssignee, known && assignee);
  const names = w.need(captionNames(input.facts.creditors), LEFT_BLANK.creditors);
  w.text(F.creditorName, names, "The judgment creditor's name");
  w.check(F.creditorOriginal, known && !assignee);
  w.check(F.creditorAssignee, known && assignee);
}

/** Item 4 names the first debtor; the others go to item 21 on page 2, split over its two boxes. */
function fillDebtors(w: FormWriter, input: CourtFormInput) {
  const [first, ...others] = input.facts.debtors;
  if (!first) {
    w.warn(LEFT_BLANK.debtors);
    return;
  }
  for (const box of [F.debtor, F.moreDebtorsLeft, F.moreDebtorsRight]) w.inset(box, BRACKET_INSET);
  w.text(F.debtor, partyBlockWarned(w, first, "item 4"), "The judgment debtor");
  w.check(F.moreDebtors, others.length > 0);
  w.check(F.item21, others.length > 0);
  const half = Math.ceil(others.length / 2);
  const blocks = others.map((party) => partyBlockWarned(w, party, "item 21"));
  w.text(
    F.moreDebtorsLeft,
    blocks.slice(0, half).join("\n"),
    "The additional judgment debtors (item 21)",
  );
  w.text(
    F.moreDebtorsRight,
    blocks.slice(half).join("\n"),
    "The additional judgment debtors (item 21)",
  );
}

/**
 * Items 15 and 16 rounded by the display rule, and item 18 as what they and the fee add up to on
 * paper, as the case page shows the payoff (docs/decisions/005-display-rounding.md).
 */
export function writTotalShown(figures: Ej130Figures) {
  const shown = shownCents(figures.principalRemaining, figures.accruedInterest);
  const fee = roundToCents(figures.writFee.amount);
  return { principal: shown.principal, interest: shown.interest, fee, total: shown.payoff + fee };
}

function fillFigures(w: FormWriter, figures: Ej130Figures) {
  const shown = writTotalShown(figures);
  const fee = shown.fee;
  w.text(F.totalJudgment, formMoney(figures.totalJudgment), "Item 11");
  w.text(F.costsAfterJudgment, formMoney(figures.costsAfterJudgment), "Item 12");
  w.text(F.subtotal, formMoney(figures.subtotal), "Item 13");
  w.text(F.creditsToPrincipal, formMoney(figures.creditsToPrincipal), "Item 14");
  w.text(F.principalRemaining, formMoney(shown.principal), "Item 15");
  w.text(F.accruedInterest, formMoney(shown.interest), "Item 16");
  w.text(F.writFee, formMoney(fee), "Item 17");
  w.text(F.total, formMoney(shown.total), "Item 18");
  w.text(F.dailyInterest, formMoney(figures.dailyInterest), "Item 19a");
}

import type { Letterhead, Party } from "@owed/domain";
import type { CourtFormInput } from "../court-form-input.ts";
import { EJ100_FIELDS as F } from "./ej-100.ts";
import type { FormWriter } from "./form-writer.ts";
import {
  fillCaption,
  fillCourt,
  LEFT_BLANK,
  letterheadContact,
  letterheadParts,
  partyBlockWarned,
} from "./header.ts";
import { formDate, formDates, formMoney, hasAttorney, partyLine } from "./paper-text.ts";

// EJ-100, acknowledgment of satisfaction of judgment, full or partial (docs/court-forms.md).
// Items 1c, 6 and 7 (installments, where an abstract or a lien was recorded) are not filled.

/** The height of one label line: the partial amount prints on the line that ends with "$". */
const PARTIAL_AMOUNT_HEIGHT = 11;

export function fillEj100(w: FormWriter, input: CourtFormInput) {
  fillLetterheadLines(w, input.letterhead);
  fillCourt(w, F, input.facts);
  fillCaption(w, F, input);
  // With no creditor recorded there is no one to call creditor or assignee.
  const known = input.facts.creditors.length > 0;
  const assignee = input.facts.creditorIsAssignee;
  w.check(F.headAttorneyFor, hasAttorney(input.letterhead));
  w.check(F.headCreditor, known && !assignee);
  w.check(F.headAssignee, known && assignee);
  fillSatisfaction(w, input);
  fillParties(w, input);
  w.text(F.judgmentDate, formDate(input.judgmentDate), "The judgment date");
  w.check(F.renewed, input.renewedOn.length > 0);
  w.text(F.renewalDates, formDates(input.renewedOn), "The renewal dates");
  w.text(F.signedOn, formDate(input.asOf), "The date");
  w.warn(
    "Items 6 and 7 (each county where an abstract of judgment was recorded, and any judgment lien filed with the Secretary of State) are left for you to complete.",
  );
}

/** EJ-100's letterhead is five free lines: name and State Bar number, firm, street, city. */
function fillLetterheadLines(w: FormWriter, letterhead: Letterhead) {
  const { signer, firm, street, city } = letterheadParts(w, letterhead);
  const lines = [signer, firm, street, city].filter((line) => line !== "");
  const fields = [F.line1, F.line2, F.line3, F.line4, F.line5];
  lines.forEach((line, index) => {
    const field = fields[index];
    if (field) w.text(field, line, "A line of the letterhead");
  });
  letterheadContact(w, { phone: F.phone, fax: F.fax, email: F.email, attorneyFor: "" }, letterhead);
}

function fillSatisfaction(w: FormWriter, input: CourtFormInput) {
  const satisfaction = input.satisfaction;
  if (!satisfaction) {
    w.warn("Whether the satisfaction is full or partial was not given: item 1 left blank.");
    return;
  }
  const full = satisfaction.kind === "full";
  w.check(F.titleFull, full);
  w.check(F.fullSatisfaction, full);
  w.check(F.satisfiedInFull, full);
  w.check(F.titlePartial, !full);
  w.check(F.partialSatisfaction, !full);
  if (satisfaction.kind === "partial") {
    w.lowerTo(F.partialAmount, PARTIAL_AMOUNT_HEIGHT);
    w.text(F.partialAmount, formMoney(satisfaction.amount), "The amount received");
  }
}

/**
 * Item 2 is the original judgment creditor and item 3 the assignee of record. When the case's
 * creditor is an assignee, Owed knows it (item 3) but not the original creditor (item 2).
 */
function fillParties(w: FormWriter, input: CourtFormInput) {
  const { creditors, debtors, creditorIsAssignee } = input.facts;
  if (creditorIsAssignee) {
    w.warn(
      "The original judgment creditor's name and address (item 2) are not recorded: item left blank.",
    );
    writeParties(w, F.assignee, creditors, "The assignee of record");
  } else {
    writeParties(w, F.creditor, creditors, "The judgment creditor");
  }
  if (creditors.length === 0) w.warn(LEFT_BLANK.creditors);
  if (debtors.length === 0) w.warn(LEFT_BLANK.debtors);
  writeParties(w, F.debtor, debtors, "The judgment debtor");
}

/** Items 2–4 are two lines high: one party a line, or all of them run on when that is too tall. */
function writeParties(w: FormWriter, name: string, parties: readonly Party[], what: string) {
  const lines = parties.map((party) => {
    partyBlockWarned(w, party, "the acknowledgment");
    return partyLine(party);
  });
  w.text(name, w.firstFitting(name, [lines.join("\n"), lines.join("; ")]), what);
}

import type { Letterhead } from "@owed/domain";
import type { CourtFormInput, Employer } from "../court-form-input.ts";
import { writTotalShown } from "./fill-ej-130.ts";
import type { FormWriter } from "./form-writer.ts";
import {
  fillCaption,
  fillCourt,
  LEFT_BLANK,
  letterheadContact,
  letterheadParts,
  partyBlockWarned,
} from "./header.ts";
import { captionNames, cityLine, formDate, formMoney } from "./paper-text.ts";
import { WG001_FIELDS as F } from "./wg-001.ts";

// WG-001, application for an earnings withholding order, for one employer of the judgment debtor
// (docs/court-forms.md). Item 3b is the amount the writ directs (EJ-130 item 18, same figures).

/** Keeps text in the bracketed employer and employee boxes off the printed bracket. */
const BRACKET_INSET = 3;

export function fillWg001(w: FormWriter, input: CourtFormInput) {
  w.inset(F.employer, BRACKET_INSET);
  w.inset(F.employee, BRACKET_INSET);
  fillLetterheadBox(w, input.letterhead);
  fillCourt(w, F, input.facts);
  fillCaption(w, F, input);
  const creditors = w.need(captionNames(input.facts.creditors), LEFT_BLANK.creditors);
  w.text(F.creditorName, creditors, "The judgment creditor's name");
  fillEmployer(w, input.employer);
  fillEmployee(w, input);
  w.check(F.payToTop, input.letterhead.attorneyName !== "");
  w.text(F.judgmentDate, formDate(input.judgmentDate), "The judgment date");
  if (input.ej130) {
    w.text(F.amount, formMoney(writTotalShown(input.ej130).total), "The amount to collect");
  } else {
    w.warn("The writ's figures were not given: item 3b left blank.");
  }
  w.check(F.support, input.facts.judgmentKind === "support");
  w.text(F.signerName, input.letterhead.attorneyName, "The printed name");
  w.text(F.declarantName, input.letterhead.attorneyName, "The printed name");
  w.text(F.signedOn, formDate(input.asOf), "The date");
  w.warn(
    "The levying officer, the county of levy, the Social Security number box (item 1) and item 6 (any earlier order to this employer) are left for you to complete.",
  );
}

/** WG-001's letterhead is one box: name and State Bar number, firm, address. */
function fillLetterheadBox(w: FormWriter, letterhead: Letterhead) {
  const { signer, firm, street, city } = letterheadParts(w, letterhead);
  const address = [street, city].filter((part) => part !== "").join(", ");
  const lines = [signer, firm, address].filter((line) => line !== "");
  w.text(F.letterhead, lines.join("\n"), "The letterhead");
  letterheadContact(w, F, letterhead);
}

function fillEmployer(w: FormWriter, employer: Employer | undefined) {
  if (!employer || employer.name === "") {
    w.warn("The employer is not given: its name and address are left blank.");
    return;
  }
  const address = [employer.street, cityLine(employer.city, employer.state, employer.zip)];
  if (address.some((line) => line === "")) {
    w.warn(`${employer.name}'s address is not given in full: item 1 shows what is given.`);
  }
  const block = [employer.name, ...address.filter((line) => line !== "")].join("\n");
  w.text(F.employer, block, "The employer's name and address");
}

/** The employee is the judgment debtor; with several, the first (the others need their own). */
function fillEmployee(w: FormWriter, input: CourtFormInput) {
  const [debtor, ...others] = input.facts.debtors;
  if (!debtor) {
    w.warn(LEFT_BLANK.debtors);
    return;
  }
  if (others.length > 0) {
    w.warn(
      `The case has ${input.facts.debtors.length} judgment debtors: this application names ${debtor.name} as the employee; apply separately for each other debtor.`,
    );
  }
  w.text(F.employee, partyBlockWarned(w, debtor, "item 1"), "The employee's name and address");
}

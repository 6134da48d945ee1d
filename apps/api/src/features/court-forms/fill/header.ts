import type { CourtFacts, Letterhead, Party } from "@owed/domain";
import type { CourtFormInput } from "../court-form-input.ts";
import type { FormWriter } from "./form-writer.ts";
import { captionNames, cityLine, hasAttorney, partyBlock, signerWithBar } from "./paper-text.ts";

// The top of every Judicial Council form: who signs (the letterhead), which court, the parties'
// names and the case number. A fact the case lacks leaves its item blank, with a warning.

export const LEFT_BLANK = {
  attorneyName:
    "The name of the attorney (or party) who signs is not recorded in the letterhead: item left blank.",
  street: "The letterhead's street address is not recorded: item left blank.",
  cityStateZip: "The letterhead's city, state or ZIP code is not recorded: item left blank.",
  phone: "The letterhead's telephone number is not recorded: item left blank.",
  attorneyFor:
    'Whom the attorney represents ("attorney for") is not recorded in the letterhead: item left blank.',
  courtCounty: "The court's county is not recorded: item left blank.",
  courtStreet: "The court's street address is not recorded: item left blank.",
  courtCityZip: "The court's city and ZIP code are not recorded: item left blank.",
  caseNumber: "The case number is not recorded: item left blank.",
  creditors: "No judgment creditor is recorded for the case: the creditor's name is left blank.",
  debtors: "No judgment debtor is recorded for the case: the debtor's name is left blank.",
} as const;

/** The letterhead as MC-012 and EJ-130 split it, one field per fact. */
export interface LetterheadFields {
  attorneyName: string;
  barNumber: string;
  firm: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  fax: string;
  email: string;
  attorneyFor: string;
}

export function fillLetterhead(w: FormWriter, f: LetterheadFields, letterhead: Letterhead) {
  w.text(
    f.attorneyName,
    w.need(letterhead.attorneyName, LEFT_BLANK.attorneyName),
    "The attorney's name",
  );
  w.text(f.barNumber, letterhead.barNumber, "The State Bar number");
  w.text(f.firm, letterhead.firm, "The firm name");
  w.text(f.street, w.need(letterhead.street, LEFT_BLANK.street), "The letterhead's street address");
  w.need(cityLine(letterhead.city, letterhead.state, letterhead.zip), LEFT_BLANK.cityStateZip);
  w.text(f.city, letterhead.city, "The letterhead's city");
  w.text(f.state, letterhead.state, "The letterhead's state");
  w.text(f.zip, letterhead.zip, "The letterhead's ZIP code");
  letterheadContact(w, f, letterhead);
}

/** Telephone, fax, e-mail and "attorney for": the lines every form's letterhead ends with. */
export function letterheadContact(
  w: FormWriter,
  f: Pick<LetterheadFields, "phone" | "fax" | "email" | "attorneyFor">,
  letterhead: Letterhead,
) {
  w.text(f.phone, w.need(letterhead.phone, LEFT_BLANK.phone), "The telephone number");
  w.text(f.fax, letterhead.fax, "The fax number");
  w.text(f.email, letterhead.email, "The e-mail address");
  if (f.attorneyFor === "") return;
  const attorneyFor = hasAttorney(letterhead)
    ? w.need(letterhead.attorneyFor, LEFT_BLANK.attorneyFor)
    : letterhead.attorneyFor;
  w.text(f.attorneyFor, attorneyFor, 'The "attorney for" line');
}

export interface CourtFields {
  courtCounty: string;
  courtStreet: string;
  courtMailing: string;
  courtCityZip: string;
  courtBranch: string;
}

export function fillCourt(w: FormWriter, f: CourtFields, facts: CourtFacts) {
  w.text(f.courtCounty, w.need(facts.courtCounty, LEFT_BLANK.courtCounty), "The court's county");
  w.text(
    f.courtStreet,
    w.need(facts.courtStreet, LEFT_BLANK.courtStreet),
    "The court's street address",
  );
  w.text(f.courtMailing, facts.courtMailingAddress, "The court's mailing address");
  w.text(
    f.courtCityZip,
    w.need(facts.courtCityZip, LEFT_BLANK.courtCityZip),
    "The court's city and ZIP code",
  );
  w.text(f.courtBranch, facts.courtBranch, "The court's branch name");
}

export interface CaptionFields {
  plaintiff: string;
  defendant: string;
  caseNumber: string;
}

/**
 * Plaintiff = the judgment creditors, defendant = the judgment debtors, and the case number. When
 * every name does not fit the caption's one line, the first name and "et al." do: after the first
 * paper a case title may name the first party on each side only (Cal. Rules of Court, rule 2.111,
 * https://courts.ca.gov/cms/rules/index/two/rule2_111; fairly sure of the rule, not its paragraph).
 */
export function fillCaption(w: FormWriter, f: CaptionFields, input: CourtFormInput) {
  w.need(captionNames(input.facts.creditors), LEFT_BLANK.creditors);
  w.need(captionNames(input.facts.debtors), LEFT_BLANK.debtors);
  w.text(f.plaintiff, captionOf(w, f.plaintiff, input.facts.creditors), "The plaintiff's name");
  w.text(f.defendant, captionOf(w, f.defendant, input.facts.debtors), "The defendant's name");
  w.text(f.caseNumber, w.need(input.caseNumber, LEFT_BLANK.caseNumber), "The case number");
}

function captionOf(w: FormWriter, field: string, parties: readonly Party[]): string {
  const [first, ...others] = parties;
  if (!first || others.length === 0) return captionNames(parties);
  return w.firstFitting(field, [captionNames(parties), `${first.name}, et al.`]);
}

/** Warns, once per party, when a creditor's or debtor's last known address is not recorded. */
export function partyBlockWarned(w: FormWriter, party: Party, item: string): string {
  if (party.street === "" || party.city === "") {
    w.warn(`${party.name}'s address is not recorded in full: ${item} shows what is recorded.`);
  }
  return partyBlock(party);
}

/**
 * A letterhead written as free lines (EJ-100, WG-001): the signer with their State Bar number, the
 * firm, the street and the city line, each warned of when missing. Empty parts are left out.
 */
export function letterheadParts(w: FormWriter, letterhead: Letterhead) {
  w.need(letterhead.attorneyName, LEFT_BLANK.attorneyName);
  w.need(letterhead.street, LEFT_BLANK.street);
  const city = w.need(
    cityLine(letterhead.city, letterhead.state, letterhead.zip),
    LEFT_BLANK.cityStateZip,
  );
  return {
    signer: signerWithBar(letterhead),
    firm: letterhead.firm,
    street: letterhead.street,
    city,
  };
}

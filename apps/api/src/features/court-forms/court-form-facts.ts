import type { CourtFacts, CourtFormId, Letterhead, Party } from "@owed/domain";

// What each form asks that the case or the workspace does not hold yet, in the words of the form
// (docs/court-forms.md, "What a form lacks"). The list is shown before the form is filled; the
// filler then leaves those fields blank and says so in its warnings, never a placeholder.

interface FormFacts {
  facts: CourtFacts;
  letterhead: Letterhead;
  caseNumber: string;
}

function signer(letterhead: Letterhead): string[] {
  const missing: string[] = [];
  if (letterhead.attorneyName === "" && letterhead.firm === "") {
    missing.push("Who signs: the attorney's or party's name (the workspace's letterhead)");
  }
  if (letterhead.street === "" || letterhead.city === "" || letterhead.zip === "") {
    missing.push("The letterhead's street address, city and ZIP code");
  }
  if (letterhead.phone === "") missing.push("The letterhead's telephone number");
  return missing;
}

function court(facts: CourtFacts, caseNumber: string): string[] {
  const missing: string[] = [];
  if (facts.courtCounty === "") missing.push("The court's county");
  if (facts.courtStreet === "" && facts.courtMailingAddress === "") {
    missing.push("The court's street or mailing address");
  }
  if (facts.courtCityZip === "") missing.push("The court's city and ZIP code");
  if (facts.courtBranch === "") missing.push("The court's branch name");
  if (caseNumber.trim() === "") missing.push("The court case number");
  return missing;
}

const hasAddress = (party: Party) => party.street !== "" && party.city !== "" && party.zip !== "";

function parties(facts: CourtFacts, addresses: { creditor: boolean; debtor: boolean }): string[] {
  const missing: string[] = [];
  if (facts.creditors.length === 0) missing.push("The judgment creditor's name");
  else if (addresses.creditor && !facts.creditors.every(hasAddress)) {
    missing.push("The judgment creditor's address");
  }
  if (facts.debtors.length === 0) missing.push("The judgment debtor's name");
  else if (addresses.debtor && !facts.debtors.every(hasAddress)) {
    missing.push("The judgment debtor's last known address");
  }
  return missing;
}

/** The facts `form` asks for that are not kept yet, in plain words; empty when none. */
export function missingFacts(form: CourtFormId, { facts, letterhead, caseNumber }: FormFacts) {
  const missing = [...signer(letterhead), ...court(facts, caseNumber)];
  switch (form) {
    case "mc-012":
      missing.push(...parties(facts, { creditor: false, debtor: false }));
      break;
    case "ej-130":
      missing.push(...parties(facts, { creditor: true, debtor: true }));
      if (facts.caseKind === null)
        missing.push("Whether the case is a limited or unlimited civil case");
      if (facts.judgmentKind === null)
        missing.push("The judgment's type (wages, support, personal debt or other)");
      else if (facts.judgmentKind === "other" && facts.judgmentKindOther === "")
        missing.push('What the judgment is for (its type is "other")');
      if (letterhead.barNumber === "" && letterhead.attorneyName !== "") {
        missing.push("The attorney's State Bar number");
      }
      break;
    case "ej-100":
      missing.push(...parties(facts, { creditor: true, debtor: false }));
      break;
    case "wg-001":
      missing.push(...parties(facts, { creditor: true, debtor: true }));
      break;
  }
  return missing;
}

/** What the form asks beyond the case's facts, chosen when it is filled. */
export function formAsks(form: CourtFormId): ("satisfaction" | "employer")[] {
  if (form === "ej-100") return ["satisfaction"];
  if (form === "wg-001") return ["employer"];
  return [];
}

/** The forms that print one set of figures for every debtor. */
export function printsOneSetOfFigures(form: CourtFormId): boolean {
  return form === "ej-130" || form === "wg-001";
}

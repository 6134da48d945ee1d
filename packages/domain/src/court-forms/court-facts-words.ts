import type { CaseKind, CourtFacts, JudgmentKind, Party } from "../contracts/court-facts.ts";

// A case's court facts in the words the case page, the history, the exports and the CSV use.
// The kinds are worded as the writ of execution words them (EJ-130, Rev. January 1, 2026, the
// boxes beside the title and item 22), so the screen and the form say the same thing.

export const CASE_KIND_LABELS: Record<CaseKind, string> = {
  limited: "Limited civil case (including small claims)",
  unlimited: "Unlimited civil case (including family and probate)",
};

export const JUDGMENT_KIND_LABELS: Record<JudgmentKind, string> = {
  wages: "Wages owed",
  support: "Child support or spousal support",
  "personal-debt": "Personal debt (Code of Civil Procedure section 683.110(d))",
  other: "Other",
};

/** "1 Main St, Los Angeles, CA 90012": the parts given, in the order an envelope has them. */
export function partyAddress(party: Pick<Party, "street" | "city" | "state" | "zip">): string {
  const place = [party.state, party.zip].filter((part) => part !== "").join(" ");
  return [party.street, party.city, place].filter((part) => part !== "").join(", ");
}

/** "Acme Supply, Inc. (corporation), 1 Main St, Los Angeles, CA 90012". */
export function describeParty(party: Party): string {
  const name = party.entityType ? `${party.name} (${party.entityType})` : party.name;
  const address = partyAddress(party);
  return address ? `${name}, ${address}` : name;
}

/** Several parties on one line, as the history and the workbook show them. */
export function describeParties(parties: readonly Party[]): string {
  return parties.map(describeParty).join("; ");
}

/** Whether any fact is recorded: a case whose facts are all empty has none to show. */
export function hasCourtFacts(facts: CourtFacts | null | undefined): boolean {
  if (!facts) return false;
  return (
    facts.creditors.length > 0 ||
    facts.debtors.length > 0 ||
    facts.creditorIsAssignee ||
    facts.amountsDifferByDebtor ||
    facts.courtCounty !== "" ||
    facts.courtBranch !== "" ||
    facts.courtStreet !== "" ||
    facts.courtMailingAddress !== "" ||
    facts.courtCityZip !== "" ||
    facts.caseKind !== null ||
    facts.judgmentKind !== null ||
    (facts.judgmentKindOther ?? "") !== ""
  );
}

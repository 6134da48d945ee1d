import { type CourtFacts, EMPTY_COURT_FACTS, hasCourtFacts, type Party } from "@owed/domain";
import type { CaseRow } from "../../db/schema/index.ts";
import { type DocketActor, recordCaseChange } from "../cases/case-use-cases.ts";
import { caseNotFound } from "../cases/docket-errors.ts";
import { type DocketStore, lockCase, lockDocket, updateCase } from "../cases/docket-repository.ts";
import { shownPayoffOf } from "../cases/shown-payoff.ts";

// A case's court facts (docs/court-forms.md, "The facts a form needs"): read and replaced whole.
// A save is one database transaction: the case is locked, its facts replaced, its version bumped
// (so polling pages see the change) and one "case.edit" history entry written, which the history's
// revert puts back like any other edit.

function partyOf(party: Party): Party {
  return {
    name: party.name,
    entityType: party.entityType,
    street: party.street,
    city: party.city,
    state: party.state,
    zip: party.zip,
  };
}

/**
 * The facts in one key order, whatever order the stored JSON came back in (PostgreSQL's jsonb
 * keeps its own), so two equal sets of facts compare equal as text.
 */
export function canonicalFacts(facts: CourtFacts): CourtFacts {
  return {
    creditors: facts.creditors.map(partyOf),
    debtors: facts.debtors.map(partyOf),
    creditorIsAssignee: facts.creditorIsAssignee,
    amountsDifferByDebtor: facts.amountsDifferByDebtor,
    courtCounty: facts.courtCounty,
    courtBranch: facts.courtBranch,
    courtStreet: facts.courtStreet,
    courtMailingAddress: facts.courtMailingAddress,
    courtCityZip: facts.courtCityZip,
    caseKind: facts.caseKind,
    judgmentKind: facts.judgmentKind,
    // Only an "other" judgment is described: a description left from an earlier choice goes.
    judgmentKindOther: facts.judgmentKind === "other" ? (facts.judgmentKindOther ?? "") : "",
  };
}

/** A case's facts as the forms and screens read them: empty when none are recorded. */
export function courtFactsOfRow(row: Pick<CaseRow, "courtFacts">): CourtFacts {
  return canonicalFacts({ ...EMPTY_COURT_FACTS, ...(row.courtFacts ?? {}) });
}

/** What is stored for these facts: null when nothing is filled in ("none recorded"). */
export function storedFacts(facts: CourtFacts): CourtFacts | null {
  return hasCourtFacts(facts) ? canonicalFacts(facts) : null;
}

export async function courtFactsOf(
  docket: DocketStore,
  actor: DocketActor,
  caseId: string,
): Promise<CourtFacts> {
  const row = await docket.findCase(actor.workspaceId, caseId);
  if (!row) throw caseNotFound();
  return courtFactsOfRow(row);
}

/** Replaces a case's facts; a save that changes nothing writes nothing. */
export async function saveCourtFacts(
  docket: DocketStore,
  actor: DocketActor,
  caseId: string,
  facts: CourtFacts,
): Promise<CourtFacts> {
  return docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    const row = await lockCase(tx, actor.workspaceId, caseId);
    if (!row) throw caseNotFound();
    const next = storedFacts(facts);
    const current = row.courtFacts ? storedFacts(courtFactsOfRow(row)) : null;
    if (JSON.stringify(next) === JSON.stringify(current)) return courtFactsOfRow(row);
    const payoff = await shownPayoffOf(tx, row, actor.today);
    const saved = await updateCase(tx, row.id, { courtFacts: next, updatedAt: actor.at });
    // The figures do not move: the payoff before and after is the same, and nothing is recomputed.
    await recordCaseChange(tx, actor, row, saved, payoff, [], "case.edit", null);
    return courtFactsOfRow(saved);
  });
}

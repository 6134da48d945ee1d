import {
  CASE_KIND_LABELS,
  type CaseDto,
  type CourtFacts,
  describeParty,
  hasCourtFacts,
  JUDGMENT_KIND_LABELS,
  type Party,
} from "@owed/domain";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useCourtFacts } from "../api/court-facts.ts";
import { CourtDetailsDialog } from "./court-details-dialog.tsx";

/**
 * The case's court details (docs/court-forms.md): who the parties are, which court, what kind of
 * case and judgment. Shown on the case page with its own edit dialog.
 */
export function CourtDetails({ item, readOnly }: { item: CaseDto; readOnly: boolean }) {
  const query = useCourtFacts(item.id, item.updatedAt);
  const [editing, setEditing] = useState(false);
  const facts = query.data;
  const recorded = facts !== undefined && hasCourtFacts(facts);
  return (
    <section
      aria-labelledby="court-details-title"
      className="rounded-lg border border-slate-200 px-4 py-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="court-details-title" className="font-semibold text-ink-900">
          Court details
        </h3>
        {readOnly || !facts ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {recorded ? "Edit court details" : "Add court details"}
          </Button>
        )}
      </div>
      {query.isPending ? (
        <p role="status" className="mt-2 text-sm text-ink-500">
          Loading court details...
        </p>
      ) : query.isError ? (
        <p className="mt-2 text-sm text-red-700">The court details could not be loaded.</p>
      ) : recorded ? (
        <FactsList facts={facts} />
      ) : (
        <p className="mt-2 text-sm text-ink-500">
          None recorded. The court's forms need the parties, the court's address and the kind of
          judgment.
        </p>
      )}
      {editing && facts ? (
        <CourtDetailsDialog item={item} facts={facts} onClose={() => setEditing(false)} />
      ) : null}
    </section>
  );
}

function PartyList({ parties }: { parties: readonly Party[] }) {
  if (parties.length === 0) return <span className="text-ink-500">Not recorded</span>;
  return (
    <ul className="space-y-1">
      {parties.map((party, index) => (
        // Parties have no id of their own: their place in the list is what the forms number.
        // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity here
        <li key={index}>{describeParty(party)}</li>
      ))}
    </ul>
  );
}

function FactsList({ facts }: { facts: CourtFacts }) {
  const court = [
    facts.courtCounty ? `County of ${facts.courtCounty}` : "",
    facts.courtBranch,
    facts.courtStreet,
    facts.courtMailingAddress && facts.courtMailingAddress !== facts.courtStreet
      ? `Mail: ${facts.courtMailingAddress}`
      : "",
    facts.courtCityZip,
  ].filter((line) => line !== "");
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-ink-500">
          {facts.creditors.length === 1 ? "Creditor" : "Creditors"}
          {facts.creditorIsAssignee ? " (assignee of record)" : ""}
        </dt>
        <dd className="break-words text-ink-900">
          <PartyList parties={facts.creditors} />
        </dd>
      </div>
      <div>
        <dt className="text-ink-500">{facts.debtors.length === 1 ? "Debtor" : "Debtors"}</dt>
        <dd className="break-words text-ink-900">
          <PartyList parties={facts.debtors} />
          {facts.amountsDifferByDebtor ? (
            <p className="mt-1 text-xs text-ink-600">The amounts owed differ by debtor.</p>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="text-ink-500">Court</dt>
        <dd className="break-words text-ink-900">
          {court.length > 0 ? (
            court.map((line) => <p key={line}>{line}</p>)
          ) : (
            <span className="text-ink-500">Not recorded</span>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-ink-500">Case and judgment</dt>
        <dd className="text-ink-900">
          <p>
            {facts.caseKind
              ? CASE_KIND_LABELS[facts.caseKind]
              : "Limited or unlimited: not recorded"}
          </p>
          <p>
            {facts.judgmentKind
              ? `Judgment for: ${JUDGMENT_KIND_LABELS[facts.judgmentKind]}`
              : "Judgment type: not recorded"}
            {facts.judgmentKind === "other"
              ? facts.judgmentKindOther
                ? ` (${facts.judgmentKindOther})`
                : " (what it is for: not recorded)"
              : null}
          </p>
        </dd>
      </div>
    </dl>
  );
}

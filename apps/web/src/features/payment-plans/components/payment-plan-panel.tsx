import { type CaseDto, formatUsDate, PLAN_FREQUENCY_LABELS, PLAN_PERIOD_WORDS } from "@owed/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { PlanStateBadge } from "../../../components/ui/plan-state-badge.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useEndPaymentPlan } from "../api/end-payment-plan.ts";
import { usePaymentPlan } from "../api/get-payment-plan.ts";
import type { CasePaymentPlan } from "../api/types.ts";
import { isPositive, money } from "../utils/figures.ts";
import { refusalText } from "../utils/refusal.ts";
import { newPlanValues, PlanForm, planValues } from "./plan-form.tsx";
import { ProjectedPayments, ProjectionFacts } from "./plan-projection.tsx";
import { PlanSchedule } from "./plan-schedule.tsx";
import { SettlementForm } from "./settlement-form.tsx";

/** What the panel needs of the open case. */
type PlanCase = Pick<CaseDto, "id" | "isEnded">;

export interface PaymentPlanPanelProps {
  caseItem: PlanCase;
  /** A viewer reads the plan, its schedule and weighs a lump sum; agreeing or ending is not theirs. */
  readOnly: boolean;
}

/**
 * The case page's "Payment plan" (docs/letters-and-plans.md, "Payment plans"): the agreed terms,
 * the schedule matched to the ledger's payments with each installment's standing, the plan's state,
 * the engine's projection, and a lump sum weighed against it. Owners and editors agree, change and
 * end the plan.
 */
export function PaymentPlanPanel({ caseItem, readOnly }: PaymentPlanPanelProps) {
  const plan = usePaymentPlan(caseItem.id);
  const state = plan.data?.state ?? null;
  // Held here, not with the plan: ending it unmounts the plan's view before the answer is told.
  const [ending, setEnding] = useState(false);
  return (
    <Card
      titleId="payment-plan-title"
      title="Payment plan"
      description="Installments agreed with the debtor, matched to the payments in the ledger."
      actions={state ? <PlanStateBadge state={state} prefix="" /> : null}
      headerClassName="min-h-16 px-4 py-3 sm:px-5"
      className="min-w-0"
    >
      <div className="px-4 py-4 sm:px-5">
        {plan.isPending ? (
          <div aria-busy="true">
            <span role="status" className="sr-only">
              Loading the payment plan
            </span>
            <Skeleton className="h-24 rounded-md" />
          </div>
        ) : plan.isError ? (
          <FormAlert>
            {refusalText(plan.error, "The payment plan could not be loaded.") ??
              "The payment plan could not be loaded."}{" "}
            <Button variant="link" onClick={() => void plan.refetch()}>
              Try again
            </Button>
          </FormAlert>
        ) : (
          // Keyed by case: another case opens with its own plan and no form open.
          <PlanBody
            key={caseItem.id}
            caseItem={caseItem}
            data={plan.data}
            readOnly={readOnly}
            onEnd={() => setEnding(true)}
          />
        )}
      </div>
      {ending ? <EndPlanDialog caseId={caseItem.id} onClose={() => setEnding(false)} /> : null}
    </Card>
  );
}

function PlanBody({
  caseItem,
  data,
  readOnly,
  onEnd,
}: {
  caseItem: PlanCase;
  data: CasePaymentPlan;
  readOnly: boolean;
  onEnd: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const canWrite = !readOnly && !caseItem.isEnded;
  const { plan } = data;

  if (editing && canWrite) {
    return (
      <PlanForm
        caseId={caseItem.id}
        initial={plan ? planValues(plan) : newPlanValues(data.asOf)}
        editing={plan !== null}
        onDone={() => setEditing(false)}
      />
    );
  }

  if (!plan) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-ink-700">No payment plan on this case.</p>
        {caseItem.isEnded ? (
          <p className="text-sm text-ink-600">This case has ended, so it takes no payment plan.</p>
        ) : canWrite ? (
          <Button size="sm" onClick={() => setEditing(true)}>
            Agree a plan
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1 text-sm text-ink-700">
          <p className="font-semibold text-ink-900">
            {money(plan.installment)} {PLAN_FREQUENCY_LABELS[plan.frequency].toLowerCase()} from{" "}
            {formatUsDate(plan.firstDue)}
          </p>
          <p>
            Agreed {formatUsDate(plan.agreedOn)}. {graceText(plan.graceDays)}{" "}
            {plan.missedToDefault === 1
              ? "One missed installment ends it."
              : `${plan.missedToDefault} missed installments end it.`}
          </p>
          {plan.note ? <p className="break-words text-ink-600">{plan.note}</p> : null}
        </div>
        {canWrite ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Change terms
            </Button>
            <Button variant="ghost" size="sm" onClick={onEnd}>
              End plan
            </Button>
          </div>
        ) : null}
      </div>

      <StandingNote data={data} />

      <section aria-labelledby="plan-schedule-title" className="space-y-2">
        <h3 id="plan-schedule-title" className="font-semibold text-ink-900">
          Schedule
        </h3>
        {data.schedule.length > 0 ? (
          <PlanSchedule schedule={data.schedule} />
        ) : (
          <p className="text-sm text-ink-600">No installment is due yet.</p>
        )}
      </section>

      <section aria-labelledby="plan-projection-title" className="space-y-2 text-sm">
        <h3 id="plan-projection-title" className="font-semibold text-ink-900">
          Projection
        </h3>
        {data.projection ? (
          <>
            <p className="text-ink-600">
              If every installment from {formatUsDate(data.projection.from)} is paid in full on its
              due date ({PLAN_PERIOD_WORDS[plan.frequency]}):
            </p>
            <ProjectionFacts projection={data.projection} />
            <ProjectedPayments projection={data.projection} />
          </>
        ) : (
          <p className="text-ink-600">{noProjectionText(data.state)}</p>
        )}
      </section>

      {data.projection ? <SettlementForm caseId={caseItem.id} asOf={data.asOf} /> : null}
    </div>
  );
}

/**
 * Why a plan shows no projection: the judgment is paid, the plan is in default, or (a plan still
 * running) the balance has outgrown its installment since it was agreed.
 */
function noProjectionText(state: CasePaymentPlan["state"]): string {
  if (state === "completed") return "The judgment is paid: nothing is left to project.";
  if (state === "defaulted") return "No projection: the plan has ended in default.";
  return "No projection: at these terms the installment no longer pays the judgment off (the balance has grown since the plan was agreed). Change the terms to see when a larger one would.";
}

function graceText(days: number): string {
  if (days === 0) return "No grace days.";
  return days === 1 ? "1 grace day." : `${days} grace days.`;
}

const missedText = (count: number) =>
  count === 1 ? "1 installment was missed." : `${count} installments were missed.`;

/** The plan's standing in a sentence: what is missed or late, and what is due next. */
function StandingNote({ data }: { data: CasePaymentPlan }) {
  const next = data.schedule.find(
    (row) => row.status !== "paid" && row.status !== "paid-late" && row.status !== "missed",
  );
  if (data.state === "defaulted") {
    return <FormAlert>The plan is in default: {missedText(data.missedCount)}</FormAlert>;
  }
  if (data.state === "completed") {
    return <FormAlert tone="success">The judgment is paid: the plan is completed.</FormAlert>;
  }
  return (
    <div className="space-y-2">
      {data.missedCount > 0 ? <FormAlert>{missedText(data.missedCount)}</FormAlert> : null}
      {next ? (
        <p className="text-sm text-ink-700">
          Next due: <span className="tabular font-semibold">{money(next.amount)}</span> on{" "}
          <span className="tabular font-semibold">{formatUsDate(next.due)}</span>
          {isPositive(next.paid) ? <> ({money(next.paid)} paid so far)</> : null}.
        </p>
      ) : null}
    </div>
  );
}

function EndPlanDialog({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const end = useEndPaymentPlan(caseId);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title="End the payment plan?"
      description="The schedule stops, and no more missed-installment e-mails are sent. The ledger's payments stay. The case's history keeps the plan's terms."
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep the plan
          </Button>
          <Button
            variant="danger"
            disabled={end.isPending}
            onClick={() =>
              end.mutate(undefined, {
                onSuccess: ({ message }) => {
                  toast.success(message);
                  onClose();
                },
                onError: (failure) =>
                  setError(refusalText(failure, "The plan could not be ended.")),
              })
            }
          >
            {end.isPending ? "Ending..." : "End plan"}
          </Button>
        </>
      }
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
    </Dialog>
  );
}

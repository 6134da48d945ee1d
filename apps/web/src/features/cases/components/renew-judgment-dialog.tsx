import { type CaseDto, formatUsDate } from "@owed/domain";
import { useState } from "react";
import { toast } from "sonner";
import { MoneyInput } from "../../../components/ui/affixed-input.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";
import { userToday } from "../../../lib/user-today.ts";
import { useCreateTransaction } from "../api/create-transaction.ts";
import { useCaseDeadlines, useRenewalPreview } from "../api/get-case-deadlines.ts";
import { usePayoff } from "../api/get-payoff.ts";
import { endedSession, failureMessage } from "../utils/api-errors.ts";
import { formatMoney, toTwoDecimals } from "../utils/money.ts";
import { payoffDateError } from "../utils/payoff-date.ts";
import { renewalCostsError, renewalCostsOf, renewedAmount } from "../utils/renewal.ts";

/**
 * Renew Judgment: records the RENEWAL entry on its date, after showing what the renewed judgment
 * will be and how the deadlines move (docs/judgment-deadlines.md). Mounted only while open.
 */
export function RenewJudgmentDialog({ item, onClose }: { item: CaseDto; onClose: () => void }) {
  const [date, setDate] = useState(() => item.asOf || userToday());
  const [costs, setCosts] = useState("0");
  const [description, setDescription] = useState("Judgment renewed");
  const dateError = payoffDateError(date, item.judgmentDate, "renewal");
  const costsError = renewalCostsError(costs);
  const create = useCreateTransaction();
  // Where the law allows no renewal, recording one would only fold interest into principal.
  const rule = useRenewalPreview(item.id, date, !dateError).data?.rule;
  const cannotRenew = rule?.renewalMethod === "none";

  const save = () => {
    if (dateError || costsError || cannotRenew) return;
    create.mutate(
      {
        case_id: item.id,
        transaction_type: "RENEWAL",
        amount: renewalCostsOf(costs) === 0n ? "0" : toTwoDecimals(costs),
        date,
        description,
      },
      {
        onSuccess: () => {
          toast.success("Renewal recorded");
          onClose();
        },
        onError: (error) => {
          if (!endedSession(error))
            toast.error(failureMessage(error, "The renewal was not saved."));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title="Renew Judgment"
      description={`${item.caseName} · Case No. ${item.courtCaseNumber}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={save}
            disabled={Boolean(dateError || costsError) || cannotRenew || create.isPending}
          >
            {create.isPending ? "Saving..." : "Record Renewal"}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <FormField
          id="renewal-date"
          label="Renewal Date"
          error={dateError}
          hint="The day the renewal was filed or ordered."
        >
          <Input
            {...fieldA11y("renewal-date", dateError, true)}
            type="date"
            min={item.judgmentDate}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="tabular sm:max-w-56"
          />
        </FormField>
        <FormField
          id="renewal-costs"
          label="Renewal Costs"
          error={costsError}
          hint="Filing fees and other costs of the renewal; 0 if none."
        >
          <MoneyInput
            {...fieldA11y("renewal-costs", costsError)}
            value={costs}
            onChange={(event) => setCosts(event.target.value)}
          />
        </FormField>
        <FormField id="renewal-description" label="Description">
          <Input
            id="renewal-description"
            maxLength={500}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>

        <RenewalPreview item={item} date={date} costs={costs} dateError={dateError} />
      </div>
    </Dialog>
  );
}

/** What the renewal will make of the judgment and its deadlines, before it is saved. */
function RenewalPreview({
  item,
  date,
  costs,
  dateError,
}: {
  item: CaseDto;
  date: string;
  costs: string;
  dateError: string | undefined;
}) {
  const payoff = usePayoff(item.id, date, !dateError);
  const preview = useRenewalPreview(item.id, date, !dateError);
  const current = useCaseDeadlines(item.id);
  const amount = payoff.data ? renewedAmount(item, payoff.data, costs) : null;
  const after = preview.data;
  const cannotRenew = after?.rule?.renewalMethod === "none";
  // The renewal on this date is one the rule does not count (too soon after the last one, none
  // left): the dates below stay as they are, and the notes under them say why.
  const notCounted =
    !cannotRenew &&
    after !== undefined &&
    current.data !== undefined &&
    after.renewalsCounted <= current.data.renewalsCounted;
  return (
    <section
      aria-labelledby="renewal-preview-title"
      className={cn(
        "rounded-lg border border-slate-200 bg-slate-50/60 px-4 py-3 text-sm",
        (payoff.isPlaceholderData || preview.isPlaceholderData) && "opacity-60",
      )}
    >
      <h3 id="renewal-preview-title" className="font-semibold text-ink-900">
        Before you save
      </h3>
      {cannotRenew && after?.rule ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-600/25">
          A {after.rule.state} judgment cannot be renewed or revived ({after.rule.citation}): it
          ends on {after.expiry ? formatUsDate(after.expiry) : "its expiry"} whatever is filed. A
          renewal recorded here would not change that date and would only add the unpaid interest to
          principal, so Owed does not record one.
        </p>
      ) : notCounted ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-600/25">
          A renewal on this date would not change the judgment's dates; the note below says why.
        </p>
      ) : null}
      {dateError ? (
        <p className="mt-1 text-ink-600">Choose a valid renewal date to see the figures.</p>
      ) : payoff.isError || preview.isError ? (
        <div className="mt-2">
          <FormAlert>
            {failureMessage(payoff.error ?? preview.error, "The preview could not be loaded.")}
          </FormAlert>
        </div>
      ) : (
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          <PreviewFact
            label="Principal balance"
            value={formatMoney(payoff.data?.principalBalance)}
          />
          <PreviewFact label="Unpaid interest" value={formatMoney(payoff.data?.accruedInterest)} />
          <PreviewFact
            label="Renewed judgment amount"
            value={cannotRenew ? "No renewal" : (amount ?? "—")}
            strong
          />
          <PreviewFact
            label="New expiry"
            value={after?.expiry ? formatUsDate(after.expiry) : "Not established"}
            strong
          />
          <PreviewFact
            label="Next last day to renew"
            value={
              after?.lastDayToRenew
                ? formatUsDate(after.lastDayToRenew)
                : cannotRenew
                  ? "Cannot be renewed"
                  : "None left"
            }
          />
          {after?.lastDayToRevive && after.lastDayToRevive !== after.lastDayToRenew ? (
            <PreviewFact label="Last day to revive" value={formatUsDate(after.lastDayToRevive)} />
          ) : null}
          <PreviewFact
            label="Lien expires"
            value={after?.lienExpiry ? formatUsDate(after.lienExpiry) : "Not established"}
          />
        </dl>
      )}
      {/* What limits or explains these dates comes first, before the small print. */}
      {after?.assumptions.map((text) => (
        <p key={text} className="mt-2 text-xs text-ink-700">
          {text}
        </p>
      ))}
      <p className="mt-2 text-xs text-ink-500">
        {cannotRenew ? null : (
          <>
            On the renewal date the unpaid interest joins principal
            {item.costTreatment === "principal"
              ? ", with the renewal's costs"
              : "; the costs go to the separate cost balance"}
            .{" "}
          </>
        )}
        {after?.rule ? `Rule: ${after.rule.state}, ${after.rule.citation}. ` : ""}The dates are
        guides: check the statute and the court's rules.
      </p>
      {after?.rule && after.rule.code !== "CA" && !cannotRenew ? (
        <p className="mt-2 text-xs text-amber-900">
          Owed's renewal adds the unpaid interest to principal, as California's does. Owed's rules
          do not record whether {after.rule.state}'s renewal does the same: if it must not compound
          interest, record the renewal's fees as a Cost instead.
        </p>
      ) : null}
    </section>
  );
}

function PreviewFact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 sm:block">
      <dt className="text-ink-500">{label}</dt>
      <dd className={cn("tabular text-ink-900", strong && "font-semibold")}>{value}</dd>
    </div>
  );
}

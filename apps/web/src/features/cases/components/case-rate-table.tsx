import { type CaseDto, formatUsDate, type RateTableUpdateDto } from "@owed/domain";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { useApplyRateTableUpdate } from "../api/apply-rate-table-update.ts";
import { useRateTableUpdate } from "../api/get-rate-table-update.ts";
import { endedSession, failureMessage } from "../utils/api-errors.ts";
import { formatMoney } from "../utils/money.ts";

/**
 * A case whose rates come from a table that resets (Kansas) and may end: the warning while no
 * rate covers today, the schedule with the periods the user entered marked as theirs, and the
 * offer of a newer imported table in their place (docs/rate-tables.md, "When a table ends").
 */
export function CaseRateTable({ item, readOnly }: { item: CaseDto; readOnly: boolean }) {
  const tableEnds = item.rateTableEnds;
  const update = useRateTableUpdate(item.id, tableEnds !== null && !item.isEnded);
  if (tableEnds === null) return null;
  const schedule = item.rateSchedule ?? [];
  return (
    <div className="space-y-3">
      {item.rateWarning ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="font-semibold">{item.rateWarning}</p>
          <p className="mt-1">
            Until then the case charges its last rate for every later day.
            {readOnly ? "" : " Add the rate in Edit Case, under Advanced, Rate schedule."}
          </p>
        </div>
      ) : null}
      {schedule.length > 0 ? (
        <div className="rounded-lg border border-slate-200 px-4 py-3 text-sm">
          <p className="text-xs font-medium tracking-wide text-ink-500 uppercase">Rate schedule</p>
          <ul className="mt-1 space-y-1">
            {schedule.map((period) => {
              const mine = period.from > tableEnds;
              return (
                <li key={period.from} className="flex flex-wrap items-baseline gap-x-2">
                  <span className="tabular font-semibold text-ink-900">
                    {period.ratePercent}% from {formatUsDate(period.from)}
                  </span>
                  <span
                    className={mine ? "text-xs font-medium text-amber-800" : "text-xs text-ink-500"}
                  >
                    {mine ? "entered by you" : `${item.rateTable} rate table`}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {update.data ? <RateTableOffer item={item} offer={update.data} readOnly={readOnly} /> : null}
    </div>
  );
}

function periodsText(periods: RateTableUpdateDto["replaces"]): string {
  return periods.map((p) => `${p.ratePercent}% from ${formatUsDate(p.from)}`).join("; ");
}

function RateTableOffer({
  item,
  offer,
  readOnly,
}: {
  item: CaseDto;
  offer: RateTableUpdateDto;
  readOnly: boolean;
}) {
  const apply = useApplyRateTableUpdate();
  const fromTable = offer.schedule.filter((p) => p.from > offer.tableEndedOn);
  const titleId = `rate-offer-${item.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-brand-200 bg-brand-50/60 px-4 py-3 text-sm text-ink-700"
    >
      <h4 id={titleId} className="font-semibold text-brand-800">
        Newer rates in the {offer.rateTable} rate table
      </h4>
      <p className="mt-1">
        The table now runs
        {offer.tableEndsOn ? ` to ${formatUsDate(offer.tableEndsOn)}` : " with no end date"}. It has{" "}
        {periodsText(fromTable)}
        {offer.replaces.length > 0
          ? `, in place of the rates you entered: ${periodsText(offer.replaces)}.`
          : ", which this case does not have yet."}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:max-w-md">
        <dt className="text-ink-500">Today's payoff now</dt>
        <dd className="tabular text-right font-semibold text-ink-900">
          {formatMoney(offer.before.payoffAmount)}
        </dd>
        <dt className="text-ink-500">With the table's rates</dt>
        <dd className="tabular text-right font-semibold text-ink-900">
          {formatMoney(offer.after.payoffAmount)}
        </dd>
      </dl>
      {readOnly ? (
        <p className="mt-2 text-xs text-ink-500">An owner or editor can apply them.</p>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            disabled={apply.isPending}
            onClick={() =>
              apply.mutate(item.id, {
                onSuccess: () =>
                  toast.success(
                    `Rates replaced from the ${offer.rateTable} rate table. History can revert it.`,
                  ),
                onError: (error) => {
                  if (!endedSession(error)) {
                    toast.error(failureMessage(error, "The rates could not be replaced."));
                  }
                },
              })
            }
          >
            {apply.isPending ? "Replacing..." : "Use the table's rates"}
          </Button>
          <span className="text-xs text-ink-500">
            One change in the case's history; it can be reverted.
          </span>
        </div>
      )}
    </section>
  );
}

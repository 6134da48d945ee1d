import { formatUsDate, formatUsd, parseMoneyInput } from "@owed/domain";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useCourtFilings, useRecordCourtFiling } from "../api/court-filings.ts";

/**
 * Recording what happened at the court: the memorandum of costs filed (its costs become allowed)
 * or the writ issued (its last day to levy joins the deadlines), and the filings recorded so far.
 */
export function CourtFilings({
  caseId,
  form,
  today,
  earliest,
}: {
  caseId: string;
  form: "mc-012" | "ej-130";
  today: string;
  earliest: string;
}) {
  const id = useId();
  const [date, setDate] = useState(today);
  const filings = useCourtFilings(caseId);
  const record = useRecordCourtFiling(caseId);
  const memorandum = form === "mc-012";
  const label = memorandum ? "MC-012 filed on" : "Writ issued on";
  const mine = (filings.data ?? []).filter((f) => f.form === form);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink-800">
        Record filing
      </h3>
      <p className="text-sm text-ink-600">
        {memorandum
          ? "Once the memorandum is filed, every cost it claimed is marked allowed on that day."
          : "Once the clerk issues the writ, its last day to levy joins the case's deadlines and reminders."}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <label htmlFor={id} className="block text-sm text-ink-700">
            {label}
          </label>
          <input
            id={id}
            type="date"
            value={date}
            min={earliest}
            max={today}
            onChange={(event) => setDate(event.target.value)}
            className="block h-9 rounded-md border border-slate-300 bg-white px-3 text-base text-ink-900 sm:text-sm"
          />
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={record.isPending || date === ""}
          onClick={() =>
            record.mutate(
              { kind: memorandum ? "memorandum-filed" : "writ-issued", date },
              {
                onSuccess: ({ message }) => toast.success(message),
                onError: (error) =>
                  toast.error(
                    error instanceof ApiError && error.status < 500
                      ? error.message
                      : "The filing could not be recorded.",
                  ),
              },
            )
          }
        >
          Record filing
        </Button>
      </div>
      {mine.length > 0 ? (
        <ul aria-label="Recorded filings" className="space-y-1 text-sm text-ink-700">
          {mine.map((filing) => (
            <li key={filing.id}>
              <span className="font-semibold">{filing.title}</span>
              {filing.lastDayToLevy ? (
                <>
                  {" "}
                  · last day to levy{" "}
                  <span className="tabular">{formatUsDate(filing.lastDayToLevy)}</span>
                  {filing.rule ? (
                    <span className="block text-xs text-ink-500">{filing.rule}</span>
                  ) : null}
                </>
              ) : filing.costsAllowedTotal !== null ? (
                <>
                  {" "}
                  · {filing.costsAllowed} {filing.costsAllowed === 1 ? "cost" : "costs"} allowed (
                  {formatUsd(parseMoneyInput(filing.costsAllowedTotal))})
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

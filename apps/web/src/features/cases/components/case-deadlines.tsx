import { type CaseDeadlinesDto, type CaseDto, formatUsDate } from "@owed/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { DeadlineStatusBadge } from "../../../components/ui/deadline-status-badge.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useDownloadCaseCalendar } from "../api/download-case-calendar.ts";
import { useCaseDeadlines } from "../api/get-case-deadlines.ts";
import { useSetCaseReminders } from "../api/set-case-reminders.ts";
import { endedSession, failureMessage } from "../utils/api-errors.ts";
import { CalendarIcon, RenewIcon } from "./case-icons.tsx";

/**
 * The judgment's life on the case page: expiry, renewal window and lien, each a guide with the
 * rule beside it (docs/judgment-deadlines.md), plus Renew, the calendar file and reminders. A
 * viewer (`readOnly`) gets the calendar file only: Renew and the reminders switch change the case.
 */
export function CaseDeadlines({
  item,
  onRenew,
  readOnly = false,
}: {
  item: CaseDto;
  onRenew: () => void;
  readOnly?: boolean;
}) {
  const deadlines = useCaseDeadlines(item.id);
  return (
    <section
      aria-labelledby="deadlines-title"
      className="rounded-lg border border-slate-200 px-4 py-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="deadlines-title" className="font-semibold text-brand-800">
          Judgment deadlines
        </h4>
        {deadlines.data ? <DeadlineStatusBadge status={deadlines.data.status} /> : null}
      </div>
      {deadlines.data ? (
        <DeadlineFacts
          item={item}
          deadlines={deadlines.data}
          onRenew={onRenew}
          readOnly={readOnly}
        />
      ) : deadlines.isError ? (
        <div className="mt-2">
          <FormAlert>
            {failureMessage(deadlines.error, "The deadlines could not be loaded.")}
          </FormAlert>
        </div>
      ) : (
        <Skeleton className="mt-2 h-16 w-full" />
      )}
    </section>
  );
}

function DeadlineFacts({
  item,
  deadlines,
  onRenew,
  readOnly,
}: {
  item: CaseDto;
  deadlines: CaseDeadlinesDto;
  onRenew: () => void;
  readOnly: boolean;
}) {
  const rule = deadlines.rule;
  if (!rule || deadlines.status === "unknown") {
    return (
      <div className="mt-2 space-y-1 text-ink-700">
        {deadlines.assumptions.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {!rule ? (
          <p>
            {readOnly
              ? "An owner or an editor can choose, in Edit Case, the jurisdiction whose court entered the judgment."
              : "Edit Case and choose the jurisdiction whose court entered the judgment."}
          </p>
        ) : (
          <RuleLine rule={rule} />
        )}
      </div>
    );
  }
  const rows: [string, string | null][] = [
    ["Renewal window opens", deadlines.windowOpens],
    ["Last day to renew", deadlines.lastDayToRenew],
    ["Judgment expires", deadlines.expiry],
    // Where renewing is reviving, the last day to renew already is the last day to revive.
    ...(deadlines.lastDayToRevive && deadlines.lastDayToRevive !== deadlines.lastDayToRenew
      ? [["Last day to revive", deadlines.lastDayToRevive] as [string, string]]
      : []),
    ["Lien on real property expires", deadlines.lienExpiry],
  ];
  // A renewal date is missing for a reason the user should read, not "not established".
  const noRenewal =
    rule.renewalMethod === "none"
      ? "Cannot be renewed"
      : deadlines.renewalsLeft === 0
        ? "No renewal left"
        : "Not established";
  const missing = (label: string) =>
    label === "Renewal window opens" || label === "Last day to renew"
      ? noRenewal
      : "Not established";
  return (
    <div className="mt-2 space-y-3 text-ink-700">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([label, date]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 sm:block">
            <dt className="text-ink-500">{label}</dt>
            <dd className="tabular font-semibold text-ink-900">
              {date ? formatUsDate(date) : missing(label)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-ink-500">
        {deadlines.renewalsCounted === 0
          ? "Counted from the judgment date; no renewal is recorded."
          : `Counted from the ${deadlines.renewalsCounted === 1 ? "renewal" : `${deadlines.renewalsCounted} renewals`} recorded on this case.`}{" "}
        These dates are guides: check the statute and the court's rules before relying on them.
      </p>
      <RuleLine rule={rule} />
      <WritLines deadlines={deadlines} />
      {deadlines.assumptions.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-xs text-ink-600">
          {deadlines.assumptions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <DeadlineActions item={item} deadlines={deadlines} onRenew={onRenew} readOnly={readOnly} />
    </div>
  );
}

/** Each writ recorded as issued: its last day to levy, with the rule it comes from. */
function WritLines({ deadlines }: { deadlines: CaseDeadlinesDto }) {
  const rule = deadlines.writRule;
  if (deadlines.writs.length === 0 || !rule) return null;
  return (
    <div className="space-y-1">
      <ul className="space-y-1">
        {deadlines.writs.map((writ) => (
          <li key={writ.filingId}>
            <span className="text-ink-500">{writ.label}:</span>{" "}
            <span className="tabular font-semibold text-ink-900">
              {formatUsDate(writ.lastDayToLevy)}
            </span>
            {writ.expired ? " (passed)" : ""}
          </li>
        ))}
      </ul>
      <p className="text-xs text-ink-600">
        <span className="font-semibold">Writ:</span> {rule.text} {rule.citation} ·{" "}
        {rule.verification.status} (reviewed {formatUsDate(rule.reviewed)})
      </p>
    </div>
  );
}

function RuleLine({ rule }: { rule: NonNullable<CaseDeadlinesDto["rule"]> }) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-ink-700">
        <span className="font-semibold text-ink-900">Rule:</span> {rule.state}, {rule.citation} ·{" "}
        {rule.verification.status} (reviewed {formatUsDate(rule.reviewed)})
      </summary>
      <div className="mt-2 space-y-1.5 text-ink-700">
        <p>{rule.lifeText}</p>
        <p>{rule.renewalText}</p>
        <p>{rule.windowText}</p>
        <p>
          <span className="font-semibold">Lien:</span> {rule.lienText}
          {rule.lienCitation ? ` (${rule.lienCitation})` : ""}
        </p>
        <p className="text-ink-600">{rule.verification.note}</p>
        {rule.link ? (
          <p>
            <a
              className="text-brand-700 underline"
              href={rule.link}
              target="_blank"
              rel="noreferrer"
            >
              Read the statute
            </a>
          </p>
        ) : null}
      </div>
    </details>
  );
}

function DeadlineActions({
  item,
  deadlines,
  onRenew,
  readOnly,
}: {
  item: CaseDto;
  deadlines: CaseDeadlinesDto;
  onRenew: () => void;
  readOnly: boolean;
}) {
  const calendar = useDownloadCaseCalendar();
  const reminders = useSetCaseReminders();
  const canRenew = deadlines.lastDayToRenew !== null && !item.isEnded && !readOnly;
  // The box shows the click at once, before the server answers: the cache's optimistic value
  // lands only after in-flight reads are cancelled, and a box that ignores a click looks broken.
  const [asked, setAsked] = useState<boolean | null>(null);
  const toggle = (on: boolean) => {
    setAsked(on);
    reminders.mutate(
      { caseId: item.id, muted: !on },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => {
          if (!endedSession(error))
            toast.error(failureMessage(error, "Reminders were not changed."));
        },
        onSettled: () => setAsked(null),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canRenew ? (
        <Button size="sm" onClick={onRenew}>
          <RenewIcon />
          Renew Judgment
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={calendar.isPending}
        onClick={() =>
          calendar.mutate(
            { caseId: item.id, caseName: item.caseName },
            {
              onError: (error) => {
                if (!endedSession(error)) toast.error("The calendar file could not be downloaded.");
              },
            },
          )
        }
      >
        <CalendarIcon />
        Add to Calendar (.ics)
      </Button>
      {readOnly ? null : (
        <label className="inline-flex items-center gap-2 text-sm text-ink-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={asked ?? !deadlines.remindersMuted}
            disabled={reminders.isPending}
            onChange={(event) => toggle(event.target.checked)}
          />
          E-mail reminders for this case
        </label>
      )}
    </div>
  );
}

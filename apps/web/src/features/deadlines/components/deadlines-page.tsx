import { type DeadlineListItemDto, formatUsDate } from "@owed/domain";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card.tsx";
import { DeadlineStatusBadge } from "../../../components/ui/deadline-status-badge.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useDeadlines } from "../api/get-deadlines.ts";

const MONTHS = 12;

/** Every case's next judgment deadline for the next 12 months, soonest first. */
export function DeadlinesPage() {
  const deadlines = useDeadlines(MONTHS);
  const data = deadlines.data;
  return (
    <div className="mx-auto w-full max-w-4xl py-6 lg:py-8">
      <title>Deadlines · Owed</title>
      <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">Deadlines</h1>
      <p className="mt-1 text-sm text-ink-600">
        Each case's next judgment deadline
        {data
          ? ` from ${formatUsDate(data.from)} to ${formatUsDate(data.to)}`
          : " for the next 12 months"}
        , soonest first. The dates are guides computed from each jurisdiction's rule: check the
        statute and the court's rules before relying on them.
      </p>
      <p className="mt-2 text-sm text-ink-600">
        Want them in your calendar app?{" "}
        <Link
          to="/profile#calendar-feed"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Set up the calendar feed
        </Link>{" "}
        in your profile: every case's deadlines, kept up to date.
      </p>

      {deadlines.isError ? (
        <div className="mt-6">
          <FormAlert>The deadlines could not be loaded. Please try again.</FormAlert>
        </div>
      ) : !data ? (
        <div className="mt-6 space-y-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : (
        <>
          {data.items.length === 0 ? (
            <Card as="p" className="mt-6 px-5 py-8 text-center text-ink-600">
              No judgment deadline falls in the next 12 months.
            </Card>
          ) : (
            <ol className="mt-6 space-y-3" aria-label="Upcoming deadlines">
              {data.items.map((item) => (
                <DeadlineRow
                  key={`${item.caseId}-${item.next.kind}-${item.next.date}`}
                  item={item}
                />
              ))}
            </ol>
          )}
          {data.withoutJurisdiction > 0 ? (
            <p className="mt-4 text-sm text-ink-600">
              {data.withoutJurisdiction === 1
                ? "1 active case has no jurisdiction: "
                : `${data.withoutJurisdiction} active cases have no jurisdiction: `}
              choose one in Edit Case to see its deadlines.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function DeadlineRow({ item }: { item: DeadlineListItemDto }) {
  return (
    <Card as="li" className="px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <Link
            to={`/home?case=${encodeURIComponent(item.caseId)}`}
            className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
          >
            {item.caseName}
          </Link>
          <p className="text-xs text-ink-500">
            Case No. <span className="tabular">{item.courtCaseNumber}</span>
          </p>
        </div>
        <DeadlineStatusBadge status={item.status} />
      </div>
      <p className="mt-2 text-sm text-ink-900">
        <span className="font-semibold">{item.next.label}:</span>{" "}
        <span className="tabular">{formatUsDate(item.next.date)}</span>
      </p>
      <p className="mt-0.5 text-xs text-ink-500">
        Rule: {item.jurisdiction}, {item.citation} · {item.verification}
      </p>
    </Card>
  );
}

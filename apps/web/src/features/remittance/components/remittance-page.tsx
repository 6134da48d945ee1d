import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { userToday } from "../../../lib/user-today.ts";
import { useWorkspaceAccess } from "../../../lib/workspace-access.ts";
import { type RemittanceClient, useRemittanceClients } from "../api/get-remittance-clients.ts";
import { useRemittanceReport } from "../api/get-remittance-report.ts";
import { lastMonth, type Period, periodFromSearch, periodProblem } from "../utils/period.ts";
import { refusalText } from "../utils/refusal.ts";
import { ClosedPeriods } from "./closed-periods.tsx";
import { PeriodPicker, selectClasses } from "./period-picker.tsx";
import { ReportView } from "./report-view.tsx";

/** The address of a client's report for a period (`/remittance?client=&from=&to=`). */
export function remittanceHref(clientId: string, period: Period): string {
  const search = new URLSearchParams({ client: clientId, from: period.from, to: period.to });
  return `/remittance?${search.toString()}`;
}

/**
 * The remittance report (docs/portfolio.md, "The remittance report"): a client and a period
 * (last month unless chosen), what was collected on each of its cases and what goes to the
 * client, the files to send, and closing the period once sent. The address holds the choice, so
 * a report can be linked to and the back button steps through the periods looked at.
 */
export function RemittancePage() {
  const [search, setSearch] = useSearchParams();
  const today = useMemo(() => userToday(), []);
  const access = useWorkspaceAccess();
  const clients = useRemittanceClients();

  const fromParam = search.get("from");
  const toParam = search.get("to");
  const asked = fromParam !== null || toParam !== null;
  const period = asked ? periodFromSearch(fromParam, toParam) : lastMonth(today);
  const problem = asked && !period ? periodProblem(fromParam ?? "", toParam ?? "") : null;

  const list = clients.data ?? [];
  const clientParam = search.get("client");
  // No client in the address: the first by name, so the page opens on a report.
  const client: RemittanceClient | null =
    clientParam === null ? (list[0] ?? null) : (list.find((c) => c.id === clientParam) ?? null);
  const unknownClient = clientParam !== null && clients.data !== undefined && client === null;

  const report = useRemittanceReport(client?.id ?? null, period);

  const show = (next: { clientId?: string; period?: Period }) => {
    const clientId = next.clientId ?? client?.id ?? "";
    const shown = next.period ?? period ?? lastMonth(today);
    setSearch(new URLSearchParams({ client: clientId, from: shown.from, to: shown.to }));
  };

  return (
    <div className="mx-auto w-full max-w-6xl py-6 lg:py-8">
      <title>Remittance · Owed</title>
      <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
        Remittance report
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-ink-600">
        For one client and a period: each case's payments received and how the ledger applied them,
        the costs the firm advanced and recovered, the firm's fee and the net to remit. Close the
        period once the report is sent, and it stays as it was.
      </p>

      {clients.isError ? (
        <div className="mt-6">
          <FormAlert>
            {refusalText(clients.error, "The clients could not be loaded. Please try again.") ??
              "Your session ended. Please log in again."}{" "}
            <Button variant="link" onClick={() => void clients.refetch()}>
              Try again
            </Button>
          </FormAlert>
        </div>
      ) : !clients.data ? (
        <div className="mt-6 space-y-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : list.length === 0 ? (
        <Card as="div" className="mt-6 px-5 py-8 text-center">
          <h2 className="font-serif text-lg font-bold text-brand-900">No clients yet</h2>
          <p className="mt-2 text-sm text-ink-600">
            A remittance report is made for a creditor client. Add your clients on the{" "}
            <Link
              to="/clients"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Clients page
            </Link>{" "}
            and choose each case's client in Edit Case.
          </p>
        </Card>
      ) : (
        <>
          <Card as="div" className="mt-6 px-4 py-4 sm:px-5">
            <div className="grid gap-3 lg:grid-cols-[minmax(0,18rem)_1fr] lg:items-start">
              <FormField id="remittance-client" label="Client">
                <select
                  id="remittance-client"
                  className={selectClasses}
                  value={client?.id ?? ""}
                  onChange={(event) => show({ clientId: event.target.value })}
                >
                  {client === null ? (
                    <option value="" disabled>
                      Choose a client
                    </option>
                  ) : null}
                  {list.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </FormField>
              <PeriodPicker
                key={period ? `${period.from}/${period.to}` : "unreadable"}
                period={period}
                today={today}
                problem={problem}
                onChange={(next) => show({ period: next })}
              />
            </div>
          </Card>

          {unknownClient ? (
            <div className="mt-6">
              <FormAlert>
                The client in this link is not in this workspace. Choose one above.
              </FormAlert>
            </div>
          ) : null}

          {client && period ? (
            report.isError ? (
              <div className="mt-6">
                <FormAlert>
                  {refusalText(report.error, "The report could not be made. Please try again.") ??
                    "Your session ended. Please log in again."}{" "}
                  <Button variant="link" onClick={() => void report.refetch()}>
                    Try again
                  </Button>
                </FormAlert>
              </div>
            ) : !report.data ? (
              <div className="mt-6 space-y-3" aria-busy="true">
                <span className="sr-only" role="status">
                  Loading the report...
                </span>
                <Skeleton className="h-20 w-full" />
                <Skeleton className="h-56 w-full" />
              </div>
            ) : (
              <ReportView
                report={report.data}
                today={today}
                canEdit={access.canEdit}
                stale={report.isPlaceholderData}
              />
            )
          ) : null}

          {client ? (
            <ClosedPeriods
              clientId={client.id}
              shown={period}
              canEdit={access.canEdit}
              hrefOf={(closed) => remittanceHref(client.id, closed)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

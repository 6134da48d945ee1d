import { formatUsDate } from "@owed/domain";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useClientChoices } from "../api/get-clients.ts";
import {
  type PortfolioCaseDto,
  type PortfolioCasesDto,
  usePortfolioCases,
} from "../api/get-portfolio-cases.ts";
import { casesWord, sumOf, usd, usd4 } from "../utils/figures.ts";
import { caseHref, NO_CLIENT, portfolioHref, scopeFromSearch } from "../utils/portfolio-search.ts";

// One bucket of the portfolio (docs/portfolio.md): its cases with their own figures for the date,
// each a link to the case. The figures add up to the bucket's line on the portfolio page.

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

export function PortfolioCasesPage() {
  const [search] = useSearchParams();
  const scope = scopeFromSearch(search);
  const bucket = search.get("bucket")?.trim() || "all";
  const cases = usePortfolioCases(scope, bucket);
  const clients = useClientChoices();
  const data = cases.data;
  const clientName =
    scope.client === NO_CLIENT
      ? "Cases with no client"
      : scope.client
        ? (clients.data?.find((c) => c.id === scope.client)?.name ?? null)
        : "Whole workspace";
  const back = portfolioHref({ client: scope.client, asOf: data?.asOf ?? scope.asOf });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 py-6 lg:py-8">
      <title>{`${data?.label ?? "Cases"} · Portfolio · Owed`}</title>
      <p className="text-sm">
        <Link to={back} className={link}>
          <span aria-hidden="true">← </span>Back to the portfolio
        </Link>
      </p>
      <div>
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
          {data ? data.label : "Portfolio cases"}
        </h1>
        {data ? (
          <p className="mt-1 text-sm text-ink-600">
            {clientName ? `${clientName}, ` : ""}
            {casesWord(data.cases.length)} as of {formatUsDate(data.asOf)}. Each case's figures are
            its own for that date, as its page shows them.
          </p>
        ) : null}
      </div>
      {cases.isError ? (
        <LoadFailure error={cases.error} back={back} onRetry={() => void cases.refetch()} />
      ) : !data ? (
        <div className="space-y-3">
          <p role="status" className="sr-only">
            Loading the cases...
          </p>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : data.cases.length === 0 ? (
        <Card as="p" className="px-5 py-8 text-center text-ink-600">
          No case falls in this group on {formatUsDate(data.asOf)}.
        </Card>
      ) : (
        <CaseFigures data={data} showClient={!scope.client} />
      )}
    </div>
  );
}

function LoadFailure({
  error,
  back,
  onRetry,
}: {
  error: unknown;
  back: string;
  onRetry: () => void;
}) {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <FormAlert>
      {refused ? error.message : "The cases could not be loaded."}{" "}
      {refused ? (
        <Link to={back} className={link}>
          Back to the portfolio
        </Link>
      ) : (
        <Button variant="link" onClick={onRetry}>
          Try again
        </Button>
      )}
    </FormAlert>
  );
}

const th = "px-3 py-2 font-semibold";
const num = "px-3 py-2 text-right";

/** A table on a wide screen; on a phone each case is a card with the same figures. */
function CaseFigures({ data, showClient }: { data: PortfolioCasesDto; showClient: boolean }) {
  const rows = data.cases;
  const total = (pick: (c: PortfolioCaseDto) => string) => usd(sumOf(rows.map(pick)));
  return (
    <>
      <Card className="hidden min-w-0 overflow-x-auto md:block">
        <table className="tabular w-full text-left text-sm">
          <caption className="sr-only">
            {`The cases of this group with their outstanding figures as of ${formatUsDate(data.asOf)}; each case's name links to its page.`}
          </caption>
          <thead className="bg-slate-50 text-ink-700">
            <tr className="border-b border-slate-200">
              <th scope="col" className={th}>
                Case
              </th>
              {showClient ? (
                <th scope="col" className={th}>
                  Client
                </th>
              ) : null}
              <th scope="col" className={th}>
                Judgment
              </th>
              <th scope="col" className={th}>
                Last payment
              </th>
              <th scope="col" className={`${th} text-right`}>
                Principal
              </th>
              <th scope="col" className={`${th} text-right`}>
                Unpaid interest
              </th>
              <th scope="col" className={`${th} text-right`}>
                Costs
              </th>
              <th scope="col" className={`${th} text-right`}>
                Outstanding
              </th>
              <th scope="col" className={`${th} text-right`}>
                Per day
              </th>
              <th scope="col" className={`${th} text-right`}>
                Collected this year
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="px-3 py-2 font-normal">
                  <Link to={caseHref(c.id)} className={`${link} break-words`}>
                    {c.caseName}
                  </Link>
                  <span className="block text-xs text-ink-600">
                    No. {c.courtCaseNumber}
                    {c.jurisdiction ? ` · ${c.jurisdiction}` : ""}
                    {c.isEnded ? " · Satisfied" : ""}
                  </span>
                </th>
                {showClient ? <td className="px-3 py-2">{c.clientName ?? "No client"}</td> : null}
                <td className="whitespace-nowrap px-3 py-2">
                  {formatUsDate(c.judgmentDate)}
                  <span className="block text-xs text-ink-600">{usd(c.judgmentAmount)}</span>
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  {c.lastPaymentDate ? formatUsDate(c.lastPaymentDate) : "Never"}
                </td>
                <td className={num}>{usd(c.outstanding.principal)}</td>
                <td className={num}>{usd(c.outstanding.interest)}</td>
                <td className={num}>{usd(c.outstanding.costs)}</td>
                <td className={`${num} font-semibold`}>{usd(c.outstanding.total)}</td>
                <td className={num}>{usd4(c.perDiem)}</td>
                <td className={num}>{usd(c.collectedThisYear)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-slate-50">
            <tr>
              <th scope="row" colSpan={showClient ? 4 : 3} className="px-3 py-2 text-left">
                {casesWord(rows.length)}
              </th>
              <td className={`${num} font-semibold`}>{total((c) => c.outstanding.principal)}</td>
              <td className={`${num} font-semibold`}>{total((c) => c.outstanding.interest)}</td>
              <td className={`${num} font-semibold`}>{total((c) => c.outstanding.costs)}</td>
              <td className={`${num} font-semibold`}>{total((c) => c.outstanding.total)}</td>
              <td className={`${num} font-semibold`}>{usd4(sumPerDiem(rows))}</td>
              <td className={`${num} font-semibold`}>{total((c) => c.collectedThisYear)}</td>
            </tr>
          </tfoot>
        </table>
      </Card>
      <div className="space-y-3 md:hidden">
        <ul aria-label="Cases" className="space-y-3">
          {rows.map((c) => (
            <Card as="li" key={c.id} className="px-4 py-3">
              <Link to={caseHref(c.id)} className={`${link} break-words`}>
                {c.caseName}
              </Link>
              <p className="text-xs text-ink-600">
                No. {c.courtCaseNumber}
                {c.jurisdiction ? ` · ${c.jurisdiction}` : ""}
                {showClient ? ` · ${c.clientName ?? "No client"}` : ""}
                {c.isEnded ? " · Satisfied" : ""}
              </p>
              <dl className="tabular mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <Fact label="Outstanding" value={usd(c.outstanding.total)} strong />
                <Fact label="Per day" value={usd4(c.perDiem)} />
                <Fact label="Principal" value={usd(c.outstanding.principal)} />
                <Fact label="Unpaid interest" value={usd(c.outstanding.interest)} />
                <Fact label="Costs" value={usd(c.outstanding.costs)} />
                <Fact label="Collected this year" value={usd(c.collectedThisYear)} />
                <Fact
                  label="Judgment"
                  value={`${formatUsDate(c.judgmentDate)}, ${usd(c.judgmentAmount)}`}
                />
                <Fact
                  label="Last payment"
                  value={c.lastPaymentDate ? formatUsDate(c.lastPaymentDate) : "Never"}
                />
              </dl>
            </Card>
          ))}
        </ul>
        <Card as="p" className="tabular px-4 py-3 text-sm">
          <span className="font-semibold">{casesWord(rows.length)}</span>, outstanding{" "}
          <span className="font-semibold">{total((c) => c.outstanding.total)}</span>
        </Card>
      </div>
    </>
  );
}

/** The per diem keeps its 4 decimals: added at that precision, as the portfolio's total is. */
const sumPerDiem = (rows: readonly PortfolioCaseDto[]) =>
  sumOf(
    rows.map((c) => c.perDiem),
    4,
  );

function Fact({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className={strong ? "font-semibold text-ink-900" : "text-ink-900"}>{value}</dd>
    </div>
  );
}

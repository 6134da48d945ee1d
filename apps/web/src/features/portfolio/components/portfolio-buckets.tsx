import { formatUsDate } from "@owed/domain";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card.tsx";
import type { PortfolioDto } from "../api/get-portfolio.ts";
import { sumOf, usd } from "../utils/figures.ts";
import { bucketHref, caseHref, type PortfolioScope } from "../utils/portfolio-search.ts";

type Bucket = PortfolioDto["byJudgmentAge"][number];

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** Aging and jurisdictions: open cases grouped, each group a link to its cases. */
export function PortfolioBuckets({
  portfolio,
  scope,
}: {
  portfolio: PortfolioDto;
  scope: PortfolioScope;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <BucketCard
        titleId="portfolio-age-title"
        title="By judgment age"
        description="Open judgments by the time since judgment."
        heading="Judgment age"
        buckets={portfolio.byJudgmentAge}
        scope={scope}
      />
      <BucketCard
        titleId="portfolio-quiet-title"
        title="By last payment"
        description="Open judgments by the days since their last payment."
        heading="Last payment"
        buckets={portfolio.bySinceLastPayment}
        scope={scope}
      />
      <BucketCard
        titleId="portfolio-jurisdiction-title"
        title="By jurisdiction"
        description="Open judgments by the state whose rule they follow."
        heading="Jurisdiction"
        buckets={portfolio.byJurisdiction}
        scope={scope}
        empty="No open judgment."
      />
    </div>
  );
}

function BucketCard({
  titleId,
  title,
  description,
  heading,
  buckets,
  scope,
  empty,
}: {
  titleId: string;
  title: string;
  description: string;
  heading: string;
  buckets: readonly Bucket[];
  scope: PortfolioScope;
  empty?: string;
}) {
  const cases = buckets.reduce((n, b) => n + b.cases, 0);
  return (
    <Card
      titleId={titleId}
      title={title}
      description={description}
      headerClassName="px-4 py-3 sm:px-5"
      className="min-w-0"
    >
      {buckets.length === 0 && empty ? (
        <p className="px-4 py-4 text-sm text-ink-600 sm:px-5">{empty}</p>
      ) : (
        <table className="tabular w-full text-left text-sm">
          <caption className="sr-only">
            {title}: each group's open cases and what they owe; each group links to its cases.
          </caption>
          <thead className="text-ink-700">
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-4 py-2 font-semibold sm:px-5">
                {heading}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Cases
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold sm:px-5">
                Outstanding
              </th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((b) => (
              <tr key={b.key} className="border-b border-slate-100 last:border-b-0">
                <th scope="row" className="px-4 py-2 font-normal sm:px-5">
                  <Link to={bucketHref({ ...scope }, b.key)} className={link}>
                    {b.label}
                  </Link>
                </th>
                <td className="px-2 py-2 text-right">{b.cases}</td>
                <td className="px-4 py-2 text-right sm:px-5">{usd(b.outstanding)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-200 bg-slate-50">
              <th scope="row" className="px-4 py-2 text-left font-semibold sm:px-5">
                Open cases
              </th>
              <td className="px-2 py-2 text-right font-semibold">{cases}</td>
              <td className="px-4 py-2 text-right font-semibold sm:px-5">
                {usd(sumOf(buckets.map((b) => b.outstanding)))}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </Card>
  );
}

/** What falls due in the next 90 days, soonest first, with the rule it comes from. */
export function PortfolioDeadlines({ portfolio }: { portfolio: PortfolioDto }) {
  return (
    <Card
      titleId="portfolio-deadlines-title"
      title="Deadlines in the next 90 days"
      description="Judgment deadlines from the as-of date. They are guides computed from each jurisdiction's rule: check the statute and the court's rules before relying on them."
      headerClassName="px-4 py-3 sm:px-5"
      className="min-w-0"
    >
      {portfolio.deadlines.length === 0 ? (
        <p className="px-4 py-4 text-sm text-ink-600 sm:px-5">
          No judgment deadline falls in the next 90 days.
        </p>
      ) : (
        <ol aria-label="Deadlines in the next 90 days" className="divide-y divide-slate-100">
          {portfolio.deadlines.map((d) => (
            <li
              key={`${d.caseId}-${d.date}-${d.title}`}
              className="grid gap-x-4 gap-y-0.5 px-4 py-3 sm:grid-cols-[7rem_1fr] sm:px-5"
            >
              <p className="tabular text-sm font-semibold text-ink-900">{formatUsDate(d.date)}</p>
              <div className="min-w-0">
                <p className="text-sm text-ink-900">
                  <span className="font-semibold">{d.title}</span>
                  {" · "}
                  <Link to={caseHref(d.caseId)} className={`${link} break-words`}>
                    {d.caseName}
                  </Link>
                </p>
                <p className="mt-0.5 text-xs text-ink-600">Rule: {d.rule}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

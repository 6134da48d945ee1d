import { Link } from "react-router";
import type { PortfolioDto } from "../api/get-portfolio.ts";
import { usd, usd4 } from "../utils/figures.ts";
import { bucketHref, type PortfolioScope } from "../utils/portfolio-search.ts";

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** The totals: each the sum of the same figure of every case for the date (docs/portfolio.md). */
export function PortfolioTotals({
  portfolio,
  scope,
}: {
  portfolio: PortfolioDto;
  scope: PortfolioScope;
}) {
  const t = portfolio.totals;
  return (
    <section aria-labelledby="portfolio-totals-title">
      <h2 id="portfolio-totals-title" className="sr-only">
        Totals
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:col-span-2 lg:row-span-2">
          <dt className="text-sm font-medium text-ink-600">Outstanding</dt>
          <dd className="tabular mt-1 font-serif text-3xl font-bold text-brand-900">
            {usd(t.outstanding.total)}
          </dd>
          <dd className="mt-3">
            <dl className="tabular grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm">
              <Part label="Principal" value={usd(t.outstanding.principal)} />
              <Part label="Unpaid interest" value={usd(t.outstanding.interest)} />
              <Part label="Costs" value={usd(t.outstanding.costs)} />
            </dl>
          </dd>
        </div>
        <Figure label="Judgments" value={String(t.judgments)}>
          <Link to={bucketHref(scope, "open")} className={link}>
            {t.openJudgments} open
          </Link>
          {" · "}
          <Link to={bucketHref(scope, "all")} className={link}>
            all cases
          </Link>
          <span className="block">Judged {usd(t.judgmentAmount)} in all</span>
        </Figure>
        <Figure label="Interest per day" value={usd4(t.perDiem)}>
          The cases' daily interest on the as-of date, added up
        </Figure>
        <Figure label="Interest this month" value={usd(t.interestThisMonth)}>
          From the 1st through the as-of date
        </Figure>
        <Figure label="Collected this month" value={usd(t.collectedThisMonth)}>
          Payments from the 1st through the as-of date
        </Figure>
        <Figure label="Collected this year" value={usd(t.collectedThisYear)}>
          Payments from January 1 through the as-of date
        </Figure>
      </dl>
    </section>
  );
}

function Part({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="font-semibold break-words text-ink-900">{value}</dd>
    </div>
  );
}

function Figure({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="tabular mt-1 text-xl font-bold text-brand-900">{value}</dd>
      <dd className="mt-1 text-xs text-ink-600">{children}</dd>
    </div>
  );
}

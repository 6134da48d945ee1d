import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PortfolioDto } from "../api/get-portfolio.ts";
import { usd, usd4 } from "../utils/figures.ts";
import { bucketHref, type PortfolioScope } from "../utils/portfolio-search.ts";

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
const card = "rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm";
const term = "text-sm font-medium text-ink-600";
const value = "tabular mt-1 text-xl font-bold break-words text-brand-900";
const note = "mt-1 text-xs text-ink-600";

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
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <dl className={`${card} sm:col-span-2 lg:row-span-2`}>
          <div>
            <dt className={term}>Outstanding</dt>
            <dd className="tabular mt-1 font-serif text-3xl font-bold break-words text-brand-900">
              {usd(t.outstanding.total)}
            </dd>
            <dd className="mt-3">
              <dl className="tabular grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm">
                <Part label="Principal" value={usd(t.outstanding.principal)} />
                <Part label="Unpaid interest" value={usd(t.outstanding.interest)} />
                <Part label="Costs" value={usd(t.outstanding.costs)} />
              </dl>
            </dd>
            <dd className="mt-3 text-xs text-ink-600">
              Each case's principal, unpaid interest and costs as its own page shows them on the
              as-of date, added up.
            </dd>
          </div>
        </dl>
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
        <div className={card}>
          <dl className="space-y-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <dt className={term}>Collected this month</dt>
              <dd className="tabular text-lg font-bold text-brand-900">
                {usd(t.collectedThisMonth)}
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <dt className={term}>Collected this year</dt>
              <dd className="tabular text-lg font-bold text-brand-900">
                {usd(t.collectedThisYear)}
              </dd>
            </div>
          </dl>
          <p className={note}>Payments from the 1st, and from January 1, through the as-of date</p>
        </div>
      </div>
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
  value: shown,
  children,
}: {
  label: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <dl className={card}>
      <div>
        <dt className={term}>{label}</dt>
        <dd className={value}>{shown}</dd>
        <dd className={note}>{children}</dd>
      </div>
    </dl>
  );
}

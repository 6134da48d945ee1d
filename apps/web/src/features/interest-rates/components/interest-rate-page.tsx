import { STATE_RULES_REVIEWED, stateInterestRules } from "@owed/domain";
import { type MouseEvent, useDeferredValue, useId, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PublicHeader } from "../../../components/layouts/public-header.tsx";
import { SearchIcon } from "../../../components/ui/icons.tsx";
import { SkipLink } from "../../../components/ui/skip-link.tsx";
import { filterRules } from "../utils/rate-display.ts";
import { RateTablesSection } from "./rate-tables-section.tsx";
import { RatesTable } from "./rates-table.tsx";

const NAV_LINKS = [
  { label: "Feature", href: "/#features" },
  { label: "Pricing", href: "/#pricing" },
  { label: "FAQ", href: "/#faq" },
] as const;

function formatReviewDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${month}/${day}/${year}`;
}

export function InterestRatePage() {
  const navigate = useNavigate();
  const filterId = useId();
  const [filter, setFilter] = useState("");
  // Typing stays instant; the 53-row table follows a beat later if the device is slow.
  const deferred = useDeferredValue(filter);
  const rows = useMemo(() => filterRules(stateInterestRules, deferred), [deferred]);

  const onSectionLink = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    event.preventDefault();
    navigate(href);
  };

  return (
    <>
      <title>Post-Judgment Interest Rates by State · Owed</title>
      <SkipLink />
      <PublicHeader links={NAV_LINKS} onSectionLink={onSectionLink} />
      <main id="main" tabIndex={-1} className="bg-paper pb-20 outline-none">
        <div className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-600">
              Reference guide
            </p>
            <h1 className="mt-3 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
              Post-Judgment Interest Rates
            </h1>
            <p className="mt-4 max-w-3xl leading-relaxed text-ink-600 sm:text-lg">
              The post-judgment interest rule of every state, the District of Columbia, federal
              courts and Puerto Rico, with its citation and how interest compounds. Rates set by
              formula change over time: open the source and confirm the rate for your judgment date
              before you rely on it.
            </p>
            <p className="mt-3 text-sm text-ink-500">
              Reviewed {formatReviewDate(STATE_RULES_REVIEWED)}. Owed is a calculation tool, not
              legal advice.{" "}
              <Link
                to="/login?mode=register"
                className="font-semibold text-brand-600 underline underline-offset-2"
              >
                Track a judgment
              </Link>{" "}
              at the rate that applies.
            </p>
          </div>
        </div>

        <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="w-full sm:max-w-sm">
              <label htmlFor={filterId} className="block text-sm font-medium text-ink-700">
                Filter by state
              </label>
              <div className="relative mt-1.5">
                <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-500">
                  <SearchIcon />
                </span>
                <input
                  id={filterId}
                  type="search"
                  value={filter}
                  onChange={(event) => setFilter(event.target.value)}
                  placeholder="e.g. Texas, NY or compounded"
                  autoComplete="off"
                  maxLength={100}
                  className="block h-11 w-full rounded-md border border-slate-300 bg-white pr-3 pl-10 text-base shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:text-sm"
                />
              </div>
            </div>
            <p aria-live="polite" className="text-sm text-ink-500">
              Showing {rows.length} of {stateInterestRules.length} jurisdictions
            </p>
          </div>

          <RatesTable rows={rows} />
          <RateTablesSection />
        </div>
      </main>
    </>
  );
}

import { formatUsDate } from "@owed/domain";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useClientChoices } from "../api/get-clients.ts";
import { type PortfolioDto, usePortfolio } from "../api/get-portfolio.ts";
import {
  NO_CLIENT,
  type PortfolioScope,
  portfolioHref,
  scopeFromSearch,
} from "../utils/portfolio-search.ts";
import { PortfolioBuckets, PortfolioDeadlines } from "./portfolio-buckets.tsx";
import { PortfolioCharts } from "./portfolio-charts.tsx";
import { PortfolioControls } from "./portfolio-controls.tsx";
import { PortfolioTotals } from "./portfolio-totals.tsx";

// The portfolio (docs/portfolio.md): the workspace's docket, one client's cases or the cases with
// no client, added up as of a date. Every figure is the API's; the page only lays them out.

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** Whose figures these are, in words. */
export function scopeTitle(portfolio: PortfolioDto | undefined, scope: PortfolioScope): string {
  if (scope.client === NO_CLIENT || portfolio?.unassignedOnly) return "Cases with no client";
  if (portfolio?.client) return portfolio.client.name;
  return scope.client ? "One client" : "Whole workspace";
}

export function PortfolioPage() {
  const [search, setSearch] = useSearchParams();
  const scope = scopeFromSearch(search);
  const portfolio = usePortfolio(scope);
  const clients = useClientChoices();
  const data = portfolio.data;
  // The bucket links carry the date the figures are for, so a bucket opened at midnight still
  // lists the cases the page counted.
  const linkScope: PortfolioScope = { client: scope.client, asOf: data?.asOf ?? scope.asOf };

  const change = (next: PortfolioScope) =>
    setSearch(new URLSearchParams(portfolioHref(next).split("?")[1] ?? ""), { replace: true });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 py-6 lg:py-8">
      <title>Portfolio · Owed</title>
      <div>
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">Portfolio</h1>
        <p className="mt-1 text-sm text-ink-600">
          {data && !portfolio.isPlaceholderData
            ? `${scopeTitle(data, scope)}, as of ${formatUsDate(data.asOf)}.`
            : "The docket at a glance, as of a date."}{" "}
          Every total is the sum of the cases' own figures for that date.
        </p>
      </div>
      <PortfolioControls
        scope={scope}
        shownAsOf={data?.asOf}
        clients={clients.data}
        clientsFailed={clients.isError}
        currentClient={data?.client ?? null}
        onChange={change}
      />

      {portfolio.isError ? (
        <LoadFailure error={portfolio.error} onRetry={() => void portfolio.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <div
          aria-busy={portfolio.isPlaceholderData}
          className={portfolio.isPlaceholderData ? "space-y-6 opacity-60" : "space-y-6"}
        >
          {portfolio.isPlaceholderData ? (
            <p role="status" className="sr-only">
              Updating the figures...
            </p>
          ) : null}
          {data.totals.judgments === 0 ? (
            <EmptyPortfolio portfolio={data} scope={scope} />
          ) : (
            <>
              <PortfolioTotals portfolio={data} scope={linkScope} />
              <PortfolioCharts portfolio={data} />
              <PortfolioBuckets portfolio={data} scope={linkScope} />
              <PortfolioDeadlines portfolio={data} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

function Loading() {
  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        Loading the portfolio...
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Skeleton className="h-40 sm:col-span-2 lg:row-span-2" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // A refusal (an unknown client, a date the API cannot read) says why in the API's words; a
  // failure of the server or the network is worth another try.
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <FormAlert>
      {refused ? error.message : "The portfolio could not be loaded."}{" "}
      {refused ? (
        <Link to={portfolioHref({})} className={link}>
          Show the whole workspace today
        </Link>
      ) : (
        <Button variant="link" onClick={onRetry}>
          Try again
        </Button>
      )}
    </FormAlert>
  );
}

function EmptyPortfolio({ portfolio, scope }: { portfolio: PortfolioDto; scope: PortfolioScope }) {
  let text: ReactNode;
  if (portfolio.client) {
    text = `No case belongs to ${portfolio.client.name} yet. Choose the client in a case's Edit Case and its figures add up here.`;
  } else if (portfolio.unassignedOnly || scope.client === NO_CLIENT) {
    text = "Every case belongs to a client.";
  } else {
    text =
      "There are no cases in this workspace yet. Add one on the Cases page and its figures add up here.";
  }
  return (
    <Card className="px-5 py-8 text-center">
      <p className="font-semibold text-ink-900">No cases to add up.</p>
      <p className="mt-1 text-sm text-ink-600">{text}</p>
      <p className="mt-3 text-sm">
        <Link to="/home" className={link}>
          Go to the cases
        </Link>
      </p>
    </Card>
  );
}

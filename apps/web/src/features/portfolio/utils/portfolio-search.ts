// The portfolio's addresses (docs/portfolio.md): `/portfolio?client=&asOf=` and
// `/portfolio/cases?bucket=&client=&asOf=`. The address holds the user's choice as typed; the API
// checks it and says what is wrong, so a bookmarked or shared link shows the same figures.

/** `client`: a client's id, `none` for the cases with no client, absent for the workspace. */
export interface PortfolioScope {
  client?: string;
  asOf?: string;
}

/** The client picker's value for the cases that belong to no client (the API's word). */
export const NO_CLIENT = "none";

export function scopeFromSearch(search: URLSearchParams): PortfolioScope {
  const client = search.get("client")?.trim();
  const asOf = search.get("asOf")?.trim();
  return { ...(client ? { client } : {}), ...(asOf ? { asOf } : {}) };
}

function searchOf(entries: [string, string | undefined][]): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function portfolioHref(scope: PortfolioScope): string {
  return `/portfolio${searchOf([
    ["client", scope.client],
    ["asOf", scope.asOf],
  ])}`;
}

/** A bucket's cases, for the same client and date as the page the link is on. */
export function bucketHref(scope: PortfolioScope, bucket: string): string {
  return `/portfolio/cases${searchOf([
    ["bucket", bucket],
    ["client", scope.client],
    ["asOf", scope.asOf],
  ])}`;
}

/** The case on the dashboard, opened. */
export const caseHref = (caseId: string) => `/home?case=${encodeURIComponent(caseId)}`;

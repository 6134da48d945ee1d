import type { CaseDto } from "@owed/domain";

/**
 * Which cases the list shows by their creditor client (docs/portfolio.md, "Clients"): any, those
 * with no client, or one client's by its id.
 */
export type ClientFilter = "any" | "none" | { id: string };

/** The `?client=` of the dashboard's address: blank or absent is any, "none" is no client. */
export function clientFilterOf(param: string | null): ClientFilter {
  if (param === null || param.trim() === "" || param === "any") return "any";
  return param === "none" ? "none" : { id: param };
}

/** The `?client=` value that says `filter`; null: the parameter is left out. */
export function clientParamOf(filter: ClientFilter): string | null {
  if (filter === "any") return null;
  return filter === "none" ? "none" : filter.id;
}

export function matchesClientFilter(
  item: Pick<CaseDto, "clientId">,
  filter: ClientFilter,
): boolean {
  if (filter === "any") return true;
  if (filter === "none") return item.clientId === null;
  return item.clientId === filter.id;
}

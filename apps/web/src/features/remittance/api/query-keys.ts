/**
 * The remittance page's cache keys. Under "cases": every docket write invalidates that key, so a
 * payment edited elsewhere moves an open report (and flags a closed one) when the page is next
 * shown.
 */
export const remittanceKeys = {
  all: ["cases", "remittance"] as const,
  clients: () => [...remittanceKeys.all, "clients"] as const,
  report: (clientId: string, from: string, to: string) =>
    [...remittanceKeys.all, "report", clientId, from, to] as const,
  periods: (clientId: string) => [...remittanceKeys.all, "periods", clientId] as const,
};

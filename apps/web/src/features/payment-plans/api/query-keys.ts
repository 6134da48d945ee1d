/**
 * The payment plans' cache keys. Under "cases": every docket write invalidates that key, so a
 * payment entered in the ledger refreshes the plan's schedule, state and projection.
 */
export const paymentPlanKeys = {
  plan: (caseId: string) => ["cases", "payment-plan", caseId] as const,
  preview: (caseId: string, request: unknown) =>
    ["cases", "payment-plan", caseId, "preview", request] as const,
};

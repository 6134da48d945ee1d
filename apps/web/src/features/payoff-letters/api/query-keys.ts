/**
 * The payoff letters' cache keys. Under "cases": every docket write invalidates that key, so a
 * payment or a cost entered elsewhere refreshes a letter's preview.
 */
export const payoffLetterKeys = {
  preview: (caseId: string, request: unknown) =>
    ["cases", "payoff-letter", caseId, "preview", request] as const,
  history: (caseId: string) => ["cases", "history", caseId] as const,
};

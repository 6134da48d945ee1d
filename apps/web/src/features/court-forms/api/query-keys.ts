/**
 * The court forms' cache keys. Under "cases": every docket write invalidates that key, so a fact
 * or a cost edited elsewhere refreshes what a form lacks and its preview.
 */
export const courtFormKeys = {
  list: (caseId: string) => ["cases", "court-forms", caseId] as const,
  preview: (caseId: string, request: unknown) =>
    ["cases", "court-forms", caseId, "preview", request] as const,
  filings: (caseId: string) => ["cases", "court-filings", caseId] as const,
};

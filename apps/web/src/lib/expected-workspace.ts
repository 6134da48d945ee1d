// Which workspace this tab's docket data belongs to, so that each write can say so
// (EXPECTED_WORKSPACE_HEADER, docs/workspaces.md): the API refuses a write meant for a workspace
// that is no longer the current one, instead of saving it in another. Its own module so that the
// API client can read it without importing the workspace queries.

/**
 * packages/domain's EXPECTED_WORKSPACE_HEADER, written out: the API client is in the landing
 * page's first load, which does not load the domain package's schemas (a unit test keeps the two
 * equal).
 */
export const EXPECTED_WORKSPACE_HEADER = "x-owed-workspace";

let expected: string | null = null;

export function setExpectedWorkspace(workspaceId: string | null): void {
  expected = workspaceId;
}

export function expectedWorkspace(): string | null {
  return expected;
}

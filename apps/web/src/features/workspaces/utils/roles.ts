import type { WorkspaceRole } from "@owed/domain";

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: "Owner",
  editor: "Editor",
  viewer: "Viewer",
};

/** What each role may do, as the invite form and the member list explain it (docs/workspaces.md). */
export const ROLE_DESCRIPTIONS: Record<WorkspaceRole, string> = {
  owner: "Members, billing and the workspace's name, and everything an editor can do",
  editor: "Adds and changes cases and transactions",
  viewer: "Reads cases, statements and exports; changes nothing",
};

/** "1 member", "3 members". */
export function memberCount(count: number): string {
  return `${count} ${count === 1 ? "member" : "members"}`;
}

import { roleAllows } from "@owed/domain";
import { useWorkspaces, type WorkspaceDto, type WorkspaceRole } from "./current-workspace.ts";

// Apart from current-workspace.ts: the role table comes with the domain package's code, which the
// top bar's switcher (on every signed-in screen) has no need to load.

/** What the signed-in user may do in the workspace the docket routes work on now. */
export interface WorkspaceAccess {
  workspace: WorkspaceDto | null;
  role: WorkspaceRole | null;
  /** Cases and transactions: owner and editor. */
  canEdit: boolean;
  /** Members, billing, the workspace's name: owner only. */
  canManage: boolean;
}

/**
 * The current workspace and the user's role in it. Until the list has loaded (or when it cannot
 * be read) the user is treated as able to edit: someone who never joins a firm must see no
 * difference, and the server refuses a viewer's write whatever the screen offers.
 */
export function useWorkspaceAccess(): WorkspaceAccess {
  const list = useWorkspaces();
  const workspace = list.data?.find((w) => w.current) ?? null;
  const role = workspace?.role ?? null;
  return {
    workspace,
    role,
    canEdit: role === null || roleAllows(role, "edit"),
    canManage: role !== null && roleAllows(role, "manage"),
  };
}

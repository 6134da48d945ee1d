import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import {
  docketWorkspace,
  recordDocketWorkspace,
  resetWorkspaceData,
  type WorkspaceDto,
} from "../../../lib/current-workspace.ts";

/**
 * The current workspace can change without this tab doing it: another tab switched, or an owner
 * removed the user (the server then puts them back in their personal workspace). When the list
 * says so, the docket data read for the old workspace is dropped and the user is told why the
 * cases changed under them.
 */
export function useFollowServerWorkspace(list: WorkspaceDto[] | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<{ current: WorkspaceDto; list: WorkspaceDto[] } | null>(null);
  const current = list?.find((w) => w.current) ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a change of workspace only
  useEffect(() => {
    if (!list || !current) return;
    const before = seen.current;
    seen.current = { current, list };
    if (!before) {
      recordDocketWorkspace(queryClient, current.id);
      return;
    }
    if (before.current.id === current.id) return;
    // This tab's own switch (or create, accept, leave) has already reset the data.
    if (docketWorkspace(queryClient) === current.id) return;
    resetWorkspaceData(queryClient, current.id);
    const stillMember = list.some((w) => w.id === before.current.id);
    toast.info(
      stillMember
        ? `Switched to ${current.name} in another window.`
        : `You are no longer a member of ${before.current.name}. Showing ${current.name}.`,
    );
  }, [current?.id]);
}

import { workspaceEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import {
  getWorkspaces,
  resetWorkspaceData,
  workspaceKeys,
} from "../../../lib/current-workspace.ts";

export interface Removal {
  workspaceId: string;
  userId: string;
  /** The user removes themself: they leave the workspace. */
  leaving: boolean;
}

/**
 * An owner removes a member, or a member removes themself (leaves). Answers the server's message.
 */
export async function removeMember({ workspaceId, userId }: Removal): Promise<string> {
  const answer = await call(workspaceEndpoints.removeMember, { params: { workspaceId, userId } });
  return answer.message;
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (removal: Removal) => {
      const message = await removeMember(removal);
      // Leaving: the server has put the user back in their personal workspace. Which one that is
      // is read before anything else, so the docket is reset for it before a screen shows the
      // workspace just left.
      const list = removal.leaving ? await getWorkspaces() : null;
      return { message, list, current: list?.find((w) => w.current) ?? null };
    },
    onSuccess: ({ list, current }) => {
      if (!list || !current) return;
      // Recorded first, so the top bar does not take the change for one made elsewhere.
      resetWorkspaceData(queryClient, current.id);
      queryClient.setQueryData(workspaceKeys.list(), list);
    },
    onSettled: (_data, _error, { workspaceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.events(workspaceId) }),
      ]),
  });
}

import { type WorkspaceDto, type WorkspaceRole, workspaceEndpoints } from "@owed/domain";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { call } from "./call.ts";
import { setExpectedWorkspace } from "./expected-workspace.ts";

export type { WorkspaceDto, WorkspaceRole };

/**
 * The workspaces feature's cache keys. Here rather than in the feature because the top bar and
 * the dashboard read the current workspace too, and a feature imports no other feature.
 */
export const workspaceKeys = {
  all: ["workspaces"] as const,
  list: () => [...workspaceKeys.all, "list"] as const,
  members: (workspaceId: string) => [...workspaceKeys.all, "members", workspaceId] as const,
  events: (workspaceId: string) => [...workspaceKeys.all, "events", workspaceId] as const,
};

/**
 * How often the list is read again while a signed-in screen is open: an owner may remove the
 * user or change their role from another browser, and the switcher and the dashboard's buttons
 * should follow within a few polls of the case list (which follows at once: the server answers
 * for the workspace it now considers current).
 */
export const WORKSPACES_POLL_MS = 15_000;

/** The user's workspaces, each with their role and which is current. */
export async function getWorkspaces(signal?: AbortSignal): Promise<WorkspaceDto[]> {
  const answer = await call(workspaceEndpoints.workspaceList, {}, { signal });
  return answer.data;
}

/**
 * The user's workspaces. Only one reader polls (`poll`: the top bar's switcher, on every signed-in
 * screen): each reader with an interval would run its own timer.
 */
export function useWorkspaces({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: workspaceKeys.list(),
    queryFn: ({ signal }) => getWorkspaces(signal),
    staleTime: 10_000,
    refetchInterval: poll ? WORKSPACES_POLL_MS : false,
    refetchOnWindowFocus: true,
  });
}

/**
 * Query keys that do not depend on the workspace: the account, the server's settings, the
 * public catalogs, an invitation being read. Everything else (the docket under "cases", the
 * deadlines, the plan the dashboard checks) belongs to the workspace that was current when it
 * was read.
 */
const UNSCOPED_KEYS = new Set([
  "profile",
  "server-config",
  "plans",
  "account-sessions",
  "invitation",
]);

const docketOwner = new WeakMap<QueryClient, string>();

/**
 * After the current workspace changed (switched, created, joined, left, or changed by the
 * server): drops every workspace-scoped answer so that no screen shows, even for a moment, the
 * cases of the workspace the user just left, and refetches what is on screen. Remembers which
 * workspace the cache now belongs to, so the list's next poll does not do it twice.
 */
export function resetWorkspaceData(queryClient: QueryClient, workspaceId: string) {
  docketOwner.set(queryClient, workspaceId);
  setExpectedWorkspace(workspaceId);
  void queryClient.resetQueries({
    predicate: (query) => {
      const [first, second] = query.queryKey;
      if (first === workspaceKeys.all[0]) return second !== "list";
      return !UNSCOPED_KEYS.has(String(first));
    },
  });
  void queryClient.invalidateQueries({ queryKey: workspaceKeys.list() });
  // The profile is the account's, but its plan fields are the current workspace's (plans belong
  // to workspaces): read again in the background, without blanking the account's name meanwhile.
  void queryClient.invalidateQueries({ queryKey: ["profile"] });
}

/**
 * Marks `workspaceId` current in the cached list at once (the switcher's label follows without
 * waiting for a refetch), adding the workspace when the list does not have it yet.
 */
export function markCurrent(queryClient: QueryClient, workspace: WorkspaceDto) {
  queryClient.setQueryData<WorkspaceDto[]>(workspaceKeys.list(), (list = []) => {
    const marked = list.map((w) =>
      w.id === workspace.id ? { ...workspace, current: true } : { ...w, current: false },
    );
    return list.some((w) => w.id === workspace.id)
      ? marked
      : [...marked, { ...workspace, current: true }];
  });
}

/**
 * Which workspace the cached docket answers belong to, as last recorded; undefined before the
 * first list arrived. Compared with the list's current workspace to notice a change made
 * elsewhere (another tab switched, an owner removed the user).
 */
export function docketWorkspace(queryClient: QueryClient): string | undefined {
  return docketOwner.get(queryClient);
}

export function recordDocketWorkspace(queryClient: QueryClient, workspaceId: string) {
  docketOwner.set(queryClient, workspaceId);
  setExpectedWorkspace(workspaceId);
}

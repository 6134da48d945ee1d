import { PUBLIC_ROUTES } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { callRoute } from "./call.ts";

/** What the server tells every visitor about itself. */
export interface ServerConfig {
  /** Payments are simulated (the server runs the built-in test billing). */
  testMode: boolean;
}

export async function getServerConfig(): Promise<ServerConfig> {
  // From the route alone: every page asks for it on its first screen (lib/call.ts, callRoute).
  const answer = await callRoute(PUBLIC_ROUTES.publicConfig, {});
  return { testMode: answer.data.testMode === true };
}

/** Fixed until the server restarts: read once per visit, never polled. */
export function useServerConfig() {
  return useQuery({
    queryKey: ["server-config"],
    queryFn: getServerConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

import { publicEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "./call.ts";

/** What the server tells every visitor about itself. */
export interface ServerConfig {
  /** Payments are simulated (the server runs the built-in test billing). */
  testMode: boolean;
}

export async function getServerConfig(): Promise<ServerConfig> {
  const answer = await call(publicEndpoints.publicConfig, {});
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

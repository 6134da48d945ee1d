import { useQuery } from "@tanstack/react-query";

/** What the server tells every visitor about itself. */
export interface ServerConfig {
  /** Payments are simulated (the server runs the built-in test billing). */
  testMode: boolean;
}

export async function getServerConfig(): Promise<ServerConfig> {
  const { fetchServerConfig } = await import("./public-calls.ts");
  const config = await fetchServerConfig();
  return { testMode: config.testMode === true };
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

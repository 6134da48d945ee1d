import { EXPECTED_WORKSPACE_HEADER as CONTRACT } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client.ts";
import { memoryStorage } from "./auth-storage.ts";
import { EXPECTED_WORKSPACE_HEADER, setExpectedWorkspace } from "./expected-workspace.ts";

describe("the expected workspace on writes", () => {
  it("is the contract's header", () => {
    expect(EXPECTED_WORKSPACE_HEADER).toBe(CONTRACT);
  });

  it("goes with docket writes only, once the tab knows its workspace", async () => {
    const sent: { path: string; headers: Record<string, string> }[] = [];
    const client = createApiClient({
      fetch: async (input, init) => {
        sent.push({
          path: String(input),
          headers: (init?.headers ?? {}) as Record<string, string>,
        });
        return new Response(JSON.stringify({ status_code: 200, message: "ok", data: null }), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      },
      storage: () => memoryStorage({ access: "token", authToken: "token", refresh: "r" }),
      lock: (task) => task(),
    });
    setExpectedWorkspace(null);
    await client.request("/docket/api/add-docket/", { method: "POST", body: {} });
    setExpectedWorkspace("11111111-1111-4111-8111-111111111111");
    await client.request("/docket/api/add-docket/", { method: "POST", body: {} });
    await client.request("/docket/api/cases/");
    await client.request("/authentication/api/profile/update/", { method: "PUT", body: {} });
    setExpectedWorkspace(null);
    expect(sent.map((s) => s.headers[EXPECTED_WORKSPACE_HEADER] ?? null)).toEqual([
      null,
      "11111111-1111-4111-8111-111111111111",
      null,
      null,
    ]);
  });
});

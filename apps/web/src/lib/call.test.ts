import {
  deadlineEndpoints,
  defineEndpoint,
  fileAnswer,
  PUBLIC_ROUTES,
  publicEndpoints,
} from "@owed/domain";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createApiClient } from "./api-client.ts";
import { memoryStorage } from "./auth-storage.ts";
import { AnswerShapeError, call, callRoute } from "./call.ts";

/** A client over a fake server that records what it was asked and answers `body`. */
function clientAnswering(body: unknown, contentType = "application/json") {
  const calls: { url: string; method: string; bearer: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      url: String(input),
      method: init.method ?? "GET",
      bearer: headers.Authorization ?? null,
      body: typeof init.body === "string" ? JSON.parse(init.body) : null,
    });
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return new Response(text, { status: 200, headers: { "content-type": contentType } });
  });
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: () => memoryStorage({ access: "token-1", authToken: "token-1" }),
    lock: (task) => task(),
  });
  return { client, calls };
}

const remindersAnswer = (muted: boolean) => ({
  status_code: 200,
  message: "Reminders off for this case",
  data: { muted },
});

describe("call(endpoint, input)", () => {
  it("builds the URL from the definition: each parameter encoded, the query's set values only", async () => {
    const { client, calls } = clientAnswering({});
    const endpoint = defineEndpoint({
      ...deadlineEndpoints.caseDeadlines,
      answer: z.object({}),
    });
    await call(endpoint, { params: { id: "a b/c" }, query: { renewal: undefined } }, { client });
    await call(endpoint, { params: { id: "x" }, query: { renewal: "2030-03-01" } }, { client });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET /docket/api/cases/a%20b%2Fc/deadlines/",
      "GET /docket/api/cases/x/deadlines/?renewal=2030-03-01",
    ]);
  });

  it("refuses to call a path whose parameter is missing, rather than /cases/undefined/", async () => {
    const { client, calls } = clientAnswering({});
    await expect(
      call(deadlineEndpoints.caseDeadlines, { params: { id: "" }, query: {} }, { client }),
    ).rejects.toThrow('the path parameter "id" is missing');
    expect(calls).toEqual([]);
  });

  it("sends the method, the JSON body and the session of a signed-in endpoint", async () => {
    const endpoint = defineEndpoint({
      ...deadlineEndpoints.setCaseReminders,
      answer: z.object({
        status_code: z.number(),
        message: z.string(),
        data: z.object({ muted: z.boolean() }),
      }),
    });
    const { client, calls } = clientAnswering(remindersAnswer(true));
    const answer = await call(
      endpoint,
      { params: { id: "c1" }, body: { muted: true } },
      { client },
    );
    expect(answer.data.muted).toBe(true);
    expect(calls).toEqual([
      {
        url: "/docket/api/cases/c1/reminders/",
        method: "POST",
        bearer: "Bearer token-1",
        body: { muted: true },
      },
    ]);
  });

  it("sends no session to a public endpoint", async () => {
    const { client, calls } = clientAnswering({
      status_code: 200,
      message: "Configuration",
      data: { testMode: true },
    });
    await call(publicEndpoints.publicConfig, {}, { client });
    expect(calls[0]?.bearer).toBeNull();
  });

  it("throws when the answer is not the shape the endpoint promises (tests and development)", async () => {
    const endpoint = defineEndpoint({
      ...deadlineEndpoints.setCaseReminders,
      answer: z.object({ data: z.object({ muted: z.boolean() }) }),
    });
    const { client } = clientAnswering({ data: { muted: "no" } });
    await expect(
      call(endpoint, { params: { id: "c1" }, body: { muted: false } }, { client }),
    ).rejects.toBeInstanceOf(AnswerShapeError);
  });

  it("gives a file answer's bytes as a Blob, unparsed", async () => {
    const endpoint = defineEndpoint({
      ...deadlineEndpoints.caseCalendar,
      answer: fileAnswer("text/calendar", "a calendar"),
    });
    const { client } = clientAnswering("BEGIN:VCALENDAR", "text/calendar");
    const blob = await call(endpoint, { params: { id: "c1" } }, { client });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe("BEGIN:VCALENDAR");
  });

  it("hands a successful answer's headers to onHeaders (a file's warnings ride in one)", async () => {
    const { client } = clientAnswering("BEGIN:VCALENDAR", "text/calendar");
    let seen: string | null = null;
    await call(
      deadlineEndpoints.caseCalendar,
      { params: { id: "c1" } },
      { client, onHeaders: (headers) => (seen = headers.get("content-type")) },
    );
    expect(seen).toBe("text/calendar");
  });
});

describe("callRoute(route, input): a public endpoint called without its schemas", () => {
  const configAnswer = { status_code: 200, message: "Configuration", data: { testMode: true } };

  it("is the same request as calling the endpoint: its method and path, no session", async () => {
    const byRoute = clientAnswering(configAnswer);
    const byEndpoint = clientAnswering(configAnswer);
    const answer = await callRoute(PUBLIC_ROUTES.publicConfig, {}, { client: byRoute.client });
    await call(publicEndpoints.publicConfig, {}, { client: byEndpoint.client });
    expect(answer.data.testMode).toBe(true);
    expect(byRoute.calls).toEqual(byEndpoint.calls);
    expect(byRoute.calls).toEqual([
      { url: "/api/config/", method: "GET", bearer: null, body: null },
    ]);
  });

  it("is a route of the one definition: publicEndpoints is built from it", () => {
    for (const key of ["plans", "publicConfig"] as const) {
      const { method, path, access } = publicEndpoints[key];
      expect({ method, path, access }).toEqual(PUBLIC_ROUTES[key]);
    }
  });

  it("checks the answer against that definition (tests and development)", async () => {
    const { client } = clientAnswering({ status_code: 200, message: "Plans", data: { plans: 3 } });
    await expect(callRoute(PUBLIC_ROUTES.plans, {}, { client })).rejects.toBeInstanceOf(
      AnswerShapeError,
    );
  });
});

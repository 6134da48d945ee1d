import { describe, expect, it, vi } from "vitest";
import {
  ApiError,
  createApiClient,
  LOGOUT_PATH,
  PASSWORD_CHANGED_MESSAGE,
  REFRESH_PATH,
  SESSION_EXPIRED_MESSAGE,
} from "./api-client.ts";
import { type KeyValueStorage, memoryStorage } from "./auth-storage.ts";

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** A fake server: records every call (path, bearer, body) and answers with `handler`. */
function fakeServer(handler: Handler) {
  const calls: { path: string; bearer: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const bearer = headers.Authorization?.replace("Bearer ", "") ?? null;
    const body = typeof init.body === "string" ? JSON.parse(init.body) : (init.body ?? null);
    calls.push({ path, bearer, body });
    return handler(path, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function signedIn(): KeyValueStorage {
  return memoryStorage({
    authToken: "old-access",
    access: "old-access",
    refresh: "refresh-1",
    user: JSON.stringify({ email: "a@b.c" }),
    cases: "1",
  });
}

function client(handler: Handler, storage = signedIn()) {
  const server = fakeServer(handler);
  const expired = vi.fn();
  const api = createApiClient({
    fetch: server.fetch,
    storage: () => storage,
    onSessionExpired: expired,
    lock: (task) => task(),
  });
  return { api, server, storage, expired };
}

/** Accepts only `new-access`; the refresh endpoint trades refresh-1 for new tokens. */
const rotatingServer: Handler = (path, init) => {
  if (path === REFRESH_PATH) {
    const { refresh } = JSON.parse(String(init.body));
    return refresh === "refresh-1"
      ? json(200, { status_code: 200, access: "new-access", refresh: "refresh-2" })
      : json(401, { status_code: 401, message: "Your session has expired." });
  }
  const auth = (init.headers as Record<string, string>).Authorization;
  return auth === "Bearer new-access"
    ? json(200, { status_code: 200, message: "ok", data: { path } })
    : json(401, {
        status_code: 401,
        message: "Authentication credentials...",
        code: "unauthorized",
      });
};

describe("api client", () => {
  it("sends JSON with the stored bearer token", async () => {
    const { api, server } = client(() => json(200, { data: 1 }));
    await api.post("/x/", { a: 1 });
    expect(server.calls).toEqual([{ path: "/x/", bearer: "old-access", body: { a: 1 } }]);
  });

  it("refreshes once on 401, stores the new tokens and retries the call with them", async () => {
    const { api, server, storage, expired } = client(rotatingServer);
    const answer = await api.get<{ data: { path: string } }>("/docket/api/cases/");
    expect(answer.data.path).toBe("/docket/api/cases/");
    expect(server.calls.map((c) => [c.path, c.bearer])).toEqual([
      ["/docket/api/cases/", "old-access"],
      [REFRESH_PATH, null],
      ["/docket/api/cases/", "new-access"],
    ]);
    expect(storage.getItem("access")).toBe("new-access");
    expect(storage.getItem("authToken")).toBe("new-access");
    expect(storage.getItem("refresh")).toBe("refresh-2");
    expect(expired).not.toHaveBeenCalled();
  });

  it("spends the refresh token once when several calls fail together", async () => {
    const { api, server } = client(rotatingServer);
    await Promise.all([api.get("/a/"), api.get("/b/"), api.get("/c/")]);
    expect(server.calls.filter((c) => c.path === REFRESH_PATH)).toHaveLength(1);
    const retried = server.calls.filter((c) => c.bearer === "new-access").map((c) => c.path);
    expect(retried.sort()).toEqual(["/a/", "/b/", "/c/"]);
  });

  it("ends the session when the refresh fails: storage cleared, handler told once", async () => {
    const storage = signedIn();
    storage.setItem("refresh", "spent");
    const { api, expired } = client(rotatingServer, storage);
    const results = await Promise.allSettled([api.get("/a/"), api.get("/b/")]);
    for (const result of results) {
      expect(result.status).toBe("rejected");
      const error = (result as PromiseRejectedResult).reason as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
      expect(error.sessionExpired).toBe(true);
    }
    expect(expired).toHaveBeenCalledTimes(1);
    expect(storage.getItem("access")).toBeNull();
    expect(storage.getItem("cases")).toBeNull();
  });

  it("says a password changed elsewhere ended the session, not that it expired", async () => {
    // The reset on another device signed every session out: the refresh fails too.
    const { api, server, storage, expired } = client((path) =>
      path === REFRESH_PATH
        ? json(401, { status_code: 401, message: "Your session has expired. Please log in again." })
        : json(401, {
            status_code: 401,
            message: "Your password was changed on another device...",
            code: "password_changed",
          }),
    );
    const failure = await api.get("/docket/api/cases/").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 401,
      code: "password_changed",
      message: PASSWORD_CHANGED_MESSAGE,
      sessionExpired: true,
    });
    expect(server.calls.map((c) => c.path)).toEqual(["/docket/api/cases/", REFRESH_PATH]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired.mock.calls[0]?.[0]).toMatchObject({ message: PASSWORD_CHANGED_MESSAGE });
    expect(storage.getItem("access")).toBeNull();
  });

  it("keeps the first reason when a call sent after the session ended fails without a token", async () => {
    const { api, server, expired } = client((path, init) => {
      if (path === REFRESH_PATH) return json(401, { status_code: 401, message: "expired" });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth
        ? json(401, { status_code: 401, message: "changed", code: "password_changed" })
        : json(401, { status_code: 401, message: "not provided", code: "not_authenticated" });
    });
    await expect(api.get("/a/")).rejects.toMatchObject({ message: PASSWORD_CHANGED_MESSAGE });
    // A screen still on the page reads again: storage is empty now, so no bearer is sent.
    await expect(api.get("/b/")).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(server.calls.filter((c) => c.path === "/b/").map((c) => c.bearer)).toEqual([null]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired.mock.calls[0]?.[0]).toMatchObject({ message: PASSWORD_CHANGED_MESSAGE });
  });

  it("retries only once: a second 401 with the new token ends the session", async () => {
    const { api, server, expired } = client((path) =>
      path === REFRESH_PATH
        ? json(200, { access: "new-access", refresh: "refresh-2" })
        : json(401, { message: "no" }),
    );
    await expect(api.get("/a/")).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(server.calls).toHaveLength(3);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("ends the session on a 403 that gives no reason, without trying a refresh", async () => {
    const { api, server, expired } = client(() => json(403, { message: "Forbidden" }));
    await expect(api.get("/a/")).rejects.toMatchObject({ status: 403, sessionExpired: true });
    expect(server.calls).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("leaves a plan-limit 403 to the caller and keeps the user signed in", async () => {
    const message =
      "Free plan users can only have up to 3 active cases. Please upgrade your plan to add more.";
    const { api, storage, expired } = client(() =>
      json(403, { status_code: 403, message, code: "plan_limit" }),
    );
    const error = await api.post("/docket/api/add-docket/", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: "plan_limit",
      message,
      sessionExpired: false,
    });
    expect(expired).not.toHaveBeenCalled();
    expect(storage.getItem("access")).toBe("old-access");
  });

  it("leaves a workspace refusal (a 403 with a code) to the caller: a viewer stays signed in", async () => {
    const message =
      "Your role in this workspace is viewer: you can read cases, statements and exports, but not change them.";
    const { api, storage, expired } = client(() =>
      json(403, { status_code: 403, message, code: "read_only" }),
    );
    const error = await api.post("/docket/api/add-docket/", {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, message, sessionExpired: false });
    expect(expired).not.toHaveBeenCalled();
    expect(storage.getItem("access")).toBe("old-access");
  });

  it("treats a 401 on a public call (login) as that call's failure", async () => {
    const { api, server, expired, storage } = client(() =>
      json(401, {
        status_code: 401,
        message: "Invalid email or password.",
        code: "invalid_credentials",
      }),
    );
    const error = await api
      .post("/authentication/api/login/", { email: "a@b.c", password: "x" }, { auth: false })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: "Invalid email or password." });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.bearer).toBeNull();
    expect(expired).not.toHaveBeenCalled();
    expect(storage.getItem("access")).toBe("old-access");
  });

  it("carries status, message, code and field errors", async () => {
    const { api } = client(() =>
      json(400, {
        status_code: 400,
        message: "Enter a valid email address",
        code: "invalid_input",
        errors: { email: ["Enter a valid email address"] },
      }),
    );
    await expect(api.post("/x/", {}, { auth: false })).rejects.toMatchObject({
      status: 400,
      message: "Enter a valid email address",
      code: "invalid_input",
      fieldErrors: { email: ["Enter a valid email address"] },
    });
  });

  it("reports an unreachable server without ending the session", async () => {
    const { api, expired, storage } = client(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(api.get("/a/")).rejects.toMatchObject({ status: 0 });
    expect(expired).not.toHaveBeenCalled();
    expect(storage.getItem("access")).toBe("old-access");
  });

  it("falls back to detail, then the first field error, then the status", async () => {
    const answers = [
      json(400, { detail: "Bad detail" }),
      json(400, { errors: { otp: ["The code must be 6 digits"] } }),
      json(502, "<html>"),
    ];
    const { api } = client(() => answers.shift() ?? json(500, {}));
    await expect(api.get("/a/", { auth: false })).rejects.toThrow("Bad detail");
    await expect(api.get("/a/", { auth: false })).rejects.toThrow("The code must be 6 digits");
    await expect(api.get("/a/", { auth: false })).rejects.toThrow("Server error");
  });
});

describe("a rate-limited answer", () => {
  it("carries the server's Retry-After in seconds, so a screen can count down to it", async () => {
    const { api } = client(
      () =>
        new Response(JSON.stringify({ status_code: 429, message: "Too many codes sent." }), {
          status: 429,
          headers: { "content-type": "application/json", "retry-after": "412" },
        }),
    );
    const failure = await api
      .post("/authentication/api/regenerate-otp/", { email: "a@b.c" }, { auth: false })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(429);
    expect((failure as ApiError).retryAfterSeconds).toBe(412);
    expect((failure as ApiError).message).toBe("Too many codes sent.");
  });

  it("has no wait when the server names none", async () => {
    const { api } = client(() => json(400, { status_code: 400, message: "Bad" }));
    const failure = (await api.get("/x", { auth: false }).catch((e: unknown) => e)) as ApiError;
    expect(failure.retryAfterSeconds).toBeUndefined();
  });
});

describe("logout", () => {
  it("forgets the tokens here, then ends the session on the server with the refresh token", async () => {
    let storedAtCall: string | null = "unset";
    const storage = signedIn();
    const { api, server } = client(() => {
      storedAtCall = storage.getItem("access");
      return json(200, { status_code: 200, message: "You have been logged out.", data: {} });
    }, storage);
    await api.logout();
    expect(server.calls).toEqual([
      { path: LOGOUT_PATH, bearer: null, body: { refresh: "refresh-1" } },
    ]);
    expect(storedAtCall).toBeNull();
    for (const key of ["access", "authToken", "refresh", "user"]) {
      expect(storage.getItem(key)).toBeNull();
    }
  });

  it("leaves the user signed out here even when the server fails or cannot be reached", async () => {
    const failing = client(() => json(500, { status_code: 500, message: "Server error" }));
    await expect(failing.api.logout()).resolves.toBeUndefined();
    expect(failing.storage.getItem("access")).toBeNull();
    expect(failing.storage.getItem("refresh")).toBeNull();

    const offline = client(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(offline.api.logout()).resolves.toBeUndefined();
    expect(offline.storage.getItem("access")).toBeNull();
    expect(offline.expired).not.toHaveBeenCalled();
  });

  it("makes no call when there is no refresh token", async () => {
    const { api, server } = client(() => json(200, {}), memoryStorage({ access: "a" }));
    await api.logout();
    expect(server.calls).toEqual([]);
  });
});

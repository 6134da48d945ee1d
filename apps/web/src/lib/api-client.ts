import { COMMON_ERRORS, DOCKET_API_PREFIX, SESSION_PATHS } from "@owed/domain";
import {
  browserStorage,
  clearSession,
  type KeyValueStorage,
  readAccessToken,
  readRefreshToken,
  storeTokens,
} from "./auth-storage.ts";
import { EXPECTED_WORKSPACE_HEADER, expectedWorkspace } from "./expected-workspace.ts";

export type FieldErrors = Record<string, string[]>;

export const SESSION_EXPIRED_MESSAGE = "Session Expired! Please Login Again.";
/**
 * The session ended because the password was changed or reset elsewhere (the API's 401
 * `password_changed`): not an expiry, and the user should know to use the new password.
 */
export const PASSWORD_CHANGED_MESSAGE =
  "Your password was changed on another device. Please sign in again with the new password.";
export const NETWORK_ERROR_MESSAGE =
  "Could not reach the server. Check your connection and try again.";
export const REFRESH_PATH = SESSION_PATHS.refresh;
export const LOGOUT_PATH = SESSION_PATHS.logout;

/** Every failed call throws this: the server's `{status_code, message, code?, errors?}`, typed. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: FieldErrors;
  /** The parsed answer body, for callers that need more than the message. */
  readonly body: unknown;
  /** True when this failure ended the session: the user has been told and sent away already. */
  sessionExpired = false;
  /** Seconds the server asks to wait before trying again (its Retry-After, on a 429). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, body: unknown = null, retryAfter?: string | null) {
    super(message);
    this.status = status;
    this.body = body;
    const seconds = Number(retryAfter);
    this.retryAfterSeconds =
      retryAfter && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
    const record = isRecord(body) ? body : {};
    this.code = typeof record.code === "string" ? record.code : undefined;
    this.fieldErrors = toFieldErrors(record.errors);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    out[field] = list.filter((m): m is string => typeof m === "string");
  }
  return out;
}

/**
 * The message to show for a failed answer: the server's message, else its detail, else the first
 * field error, else a plain description of the status (docs/product.md, "Answers and errors").
 */
export function messageFromBody(status: number, body: unknown): string {
  if (isRecord(body)) {
    for (const key of ["message", "detail"] as const) {
      const value = body[key];
      if (typeof value === "string" && value.trim() !== "") return value;
    }
    const first = Object.values(toFieldErrors(body.errors)).flat()[0];
    if (first) return first;
  }
  if (status >= 500) return "Server error: Please try again later.";
  return `Request failed (HTTP ${status}).`;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /**
   * Authenticated call (the default): sends the bearer token, refreshes it on 401, and ends the
   * session when that fails. Public calls (login, register, codes, the plan catalog) pass false:
   * their 401/403 answers are the caller's to explain (a wrong password is not an expired session).
   */
  auth?: boolean;
  /** "blob" for file downloads (PDFs). */
  responseType?: "json" | "blob";
  signal?: AbortSignal;
  /** Reads a successful answer's headers (a filled court form's warnings ride in one). */
  onHeaders?: (headers: Headers) => void;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  storage?: () => KeyValueStorage;
  /** Called once per expired session, after storage is cleared. */
  onSessionExpired?: (error: ApiError) => void;
  /**
   * Runs the token refresh exclusively across tabs, so two tabs never spend the same single-use
   * refresh token at once (the loser would be logged out). Defaults to the Web Locks API.
   */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  baseUrl?: string;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, "method" | "body">): Promise<T>;
  post<T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, "method" | "body">,
  ): Promise<T>;
  put<T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, "method" | "body">,
  ): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, "method" | "body">): Promise<T>;
  /**
   * Signs out: forgets the tokens in this browser first (so nothing, not even a failed call, can
   * leave the user signed in here), then asks the server to end the session so a copied refresh
   * token dies too. Never throws.
   */
  logout(): Promise<void>;
}

function webLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? locks.request("owed-token-refresh", task) : task();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 300) };
  }
}

type RefreshOutcome = { token: string } | { token: null };

type Send = (path: string, opts: RequestOptions, token: string | null) => Promise<Response>;

/** One HTTP call: JSON or multipart body, the bearer token, and a network failure as ApiError. */
function createSend(doFetch: typeof fetch, baseUrl: string): Send {
  return async (path, opts, token) => {
    const headers: Record<string, string> = { Accept: "application/json" };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(opts.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    // A docket write says which workspace this tab shows; the API refuses it if that is no
    // longer the current one (switched in another window, or removed), so nothing lands elsewhere.
    const workspace = expectedWorkspace();
    if (workspace && (opts.method ?? "GET") !== "GET" && path.startsWith(`${DOCKET_API_PREFIX}/`)) {
      headers[EXPECTED_WORKSPACE_HEADER] = workspace;
    }
    try {
      return await doFetch(`${baseUrl}${path}`, {
        method: opts.method ?? "GET",
        headers,
        body,
        signal: opts.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
  };
}

/** Spends the refresh token once (inside the cross-tab lock) and stores what comes back. */
async function refreshTokens(
  store: KeyValueStorage,
  failedToken: string | null,
  send: Send,
): Promise<RefreshOutcome> {
  const latest = readAccessToken(store);
  if (latest && latest !== failedToken) return { token: latest };
  const refresh = readRefreshToken(store);
  if (!refresh) return { token: null };
  const response = await send(REFRESH_PATH, { method: "POST", body: { refresh } }, null);
  if (!response.ok) return { token: null };
  const answer = await readBody(response);
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : {};
  const record = isRecord(answer) ? answer : {};
  const access = record.access ?? data.access;
  const nextRefresh = record.refresh ?? data.refresh;
  if (typeof access !== "string" || access === "") return { token: null };
  storeTokens(store, {
    access,
    refresh: typeof nextRefresh === "string" ? nextRefresh : null,
  });
  return { token: access };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const storage = options.storage ?? browserStorage;
  const lock = options.lock ?? webLock;
  const send = createSend(doFetch, options.baseUrl ?? "");
  let refreshInFlight: Promise<RefreshOutcome> | null = null;
  // The token whose expiry was already handled: parallel calls failing with it toast only once.
  let expiredToken: string | null | undefined;

  /** A fresh access token after `failedToken` was refused, refreshing at most once at a time. */
  function refreshedToken(failedToken: string | null): Promise<RefreshOutcome> {
    const current = readAccessToken(storage());
    // Another call (or tab) already replaced the refused token: just use the new one.
    if (current && current !== failedToken) return Promise.resolve({ token: current });
    refreshInFlight ??= lock(() => refreshTokens(storage(), failedToken, send)).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function endSession(tokenUsed: string | null, error: ApiError) {
    error.sessionExpired = true;
    if (expiredToken === tokenUsed) return;
    // A call sent with no token after a session ended here (a screen still mounted re-reading
    // its data before the move to /login lands) must not announce a second, different ending:
    // its "session expired" would replace the reason already given, such as a changed password.
    if (tokenUsed === null && expiredToken !== undefined) return;
    expiredToken = tokenUsed;
    clearSession(storage());
    options.onSessionExpired?.(error);
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const auth = opts.auth ?? true;
    let token = auth ? readAccessToken(storage()) : null;
    let response = await send(path, opts, token);

    if (auth && response.status === 401) {
      const refreshed = await refreshedToken(token);
      if (refreshed.token) {
        token = refreshed.token;
        response = await send(path, opts, token);
      }
    }

    if (response.ok) {
      opts.onHeaders?.(response.headers);
      if (response.status === 204) return undefined as T;
      if (opts.responseType === "blob") return (await response.blob()) as T;
      return (await readBody(response)) as T;
    }

    const body = await readBody(response);
    const error = new ApiError(
      response.status,
      messageFromBody(response.status, body),
      body,
      response.headers.get("retry-after"),
    );
    // A 403 that names its reason (`code`: the plan's limit, a viewer's write, an owner-only
    // action, an invitation for another address) is a refusal for the screen to explain; only a
    // bare 403 means the credentials no longer count.
    const endsSession =
      auth && (response.status === 401 || (response.status === 403 && error.code === undefined));
    if (endsSession) {
      // The server's wording ("credentials were not provided...") means nothing to the user; a
      // password changed elsewhere is said as such.
      const passwordChanged = error.code === COMMON_ERRORS.passwordChanged.code;
      const expired = new ApiError(
        response.status,
        passwordChanged ? PASSWORD_CHANGED_MESSAGE : SESSION_EXPIRED_MESSAGE,
        body,
      );
      endSession(token, expired);
      throw expired;
    }
    throw error;
  }

  async function logout(): Promise<void> {
    const store = storage();
    const refresh = readRefreshToken(store);
    clearSession(store);
    if (!refresh) return;
    try {
      await send(LOGOUT_PATH, { method: "POST", body: { refresh } }, null);
    } catch {
      // Offline: the session ends on the server when the token expires or another sign-in ends it.
    }
  }

  return {
    request,
    logout,
    get: (path, opts) => request(path, { ...opts, method: "GET" }),
    post: (path, body, opts) => request(path, { ...opts, method: "POST", body }),
    put: (path, body, opts) => request(path, { ...opts, method: "PUT", body }),
    delete: (path, opts) => request(path, { ...opts, method: "DELETE" }),
  };
}

let sessionExpiredHandler: (error: ApiError) => void = () => {
  // Until the app shell installs its handler (toast + client-side navigation), a full load of
  // the login screen is the safe fallback.
  window.location.assign("/login");
};

/** The app shell installs what a session expiry looks like: toast, cache cleared, go to /login. */
export function setSessionExpiredHandler(handler: (error: ApiError) => void) {
  sessionExpiredHandler = handler;
}

/** The one client: endpoints reach it through `call` (lib/call.ts), never directly. */
export const api: ApiClient = createApiClient({
  onSessionExpired: (error) => sessionExpiredHandler(error),
});

/** Signs out here and on the server: what the sign-out buttons call, without the client itself. */
export function signOut(): Promise<void> {
  return api.logout();
}

/** Answers are `{status_code, message, data}`; most callers want `data`. */
export interface Envelope<T> {
  status_code: number;
  message: string;
  data: T;
}

import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { ACCOUNT_ERRORS } from "@owed/domain";
import { RefusedError } from "../../plugins/errors.ts";

/**
 * Password hashing with scrypt (memory-hard), run on the libuv thread pool so the event loop stays
 * free. A stored hash carries its own parameters and salt:
 *
 *     scrypt$ln=15,r=8,p=3$<salt, base64>$<key, base64>
 *
 * so the cost can be raised later without breaking old hashes (`needsRehash` tells when a hash is
 * below the current parameters; login then stores a fresh one).
 */

/** scrypt's cost: N = 2^ln, block size r, parallelism p. */
export interface ScryptParams {
  readonly ln: number;
  readonly r: number;
  readonly p: number;
}

/**
 * OWASP's scrypt setting "N=2^15, r=8, p=3": 32 MiB per hash. Production always hashes with it
 * (AppConfig.passwordHashing, which no environment variable changes); only the test servers
 * lower it, for the tests that are not about hashing (src/test/password-hashing.ts).
 */
export const SCRYPT_PARAMS: ScryptParams = { ln: 15, r: 8, p: 3 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/**
 * Answered (429, with Retry-After) when the hashing queue is full: a flood then costs the server a
 * fast refusal instead of a growing line that every real user would stand in too.
 */
export class HashQueueFullError extends RefusedError {
  constructor(readonly retryAfterSeconds: number) {
    super("too_many", ACCOUNT_ERRORS.serverBusy.message, ACCOUNT_ERRORS.serverBusy.code);
    this.name = "HashQueueFullError";
  }
}

/** Sign-ins go first: a real user's login must not stand behind a flood of registrations. */
export type HashPriority = "login" | "normal";

interface Waiting {
  start: () => void;
}

/**
 * Runs at most `concurrency` tasks at once and keeps at most `maxWaiting` per priority waiting;
 * one more is refused at once with `HashQueueFullError`, never left to hang. Waiting sign-ins
 * start before waiting others, and one slot is kept for them; within a priority, first come
 * first served.
 */
export function createHashQueue(concurrency: number, maxWaiting: number) {
  let running = 0;
  let runningNormal = 0;
  const lanes: Record<HashPriority, Waiting[]> = { login: [], normal: [] };
  /** Moving average of one task's duration, for the Retry-After estimate. */
  let averageMs = 250;

  /**
   * Others may fill every slot but one, which is kept for sign-ins (unless there is only one):
   * a login then never waits for a registration's hash to end, only runs beside it.
   */
  const canStart = (priority: HashPriority): boolean =>
    running < concurrency && (priority === "login" || runningNormal < Math.max(1, concurrency - 1));

  const startWaiting = (): void => {
    while (lanes.login.length > 0 && canStart("login")) lanes.login.shift()?.start();
    while (lanes.normal.length > 0 && canStart("normal")) lanes.normal.shift()?.start();
  };

  async function execute<T>(task: () => Promise<T>, priority: HashPriority): Promise<T> {
    running++;
    if (priority === "normal") runningNormal++;
    const startedAt = performance.now();
    try {
      return await task();
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - startedAt) * 0.2;
      running--;
      if (priority === "normal") runningNormal--;
      startWaiting();
    }
  }

  return {
    concurrency,
    maxWaiting,
    get active(): number {
      return running;
    },
    waiting: (priority: HashPriority): number => lanes[priority].length,
    run<T>(task: () => Promise<T>, priority: HashPriority = "normal"): Promise<T> {
      if (canStart(priority)) return execute(task, priority);
      const lane = lanes[priority];
      if (lane.length >= maxWaiting) {
        const ahead = lanes.login.length + lanes.normal.length + running;
        const seconds = Math.ceil(((ahead / concurrency) * averageMs) / 1000);
        return Promise.reject(new HashQueueFullError(Math.max(1, seconds)));
      }
      return new Promise<T>((resolve, reject) => {
        lane.push({ start: () => execute(task, priority).then(resolve, reject) });
      });
    },
  };
}

export type HashQueue = ReturnType<typeof createHashQueue>;

/**
 * One queue for the whole process, because the CPU and libuv's thread pool are shared by every app
 * instance in it. One hash per core: scrypt is CPU- and memory-bound, so more in flight only makes
 * each slower (and a sign-in with them). 16 waiting per priority is a few seconds of work; past
 * that, asking again later is better than waiting.
 */
export const passwordQueue = createHashQueue(Math.max(1, availableParallelism()), 16);

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number) {
  const N = 2 ** params.ln;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    maxmem: 256 * N * params.r,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

async function hashNow(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  const { ln, r, p } = params;
  return `scrypt$ln=${ln},r=${r},p=${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/**
 * Hashes with `params` (the app's `config.passwordHashing`) through `passwordQueue`; rejects with
 * `HashQueueFullError` when it is full.
 */
export function hashPassword(password: string, params: ScryptParams): Promise<string> {
  return passwordQueue.run(() => hashNow(password, params));
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const match =
    /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(
      stored,
    );
  if (!match) return undefined;
  const params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // A damaged or hostile row must not make the server allocate gigabytes.
  if (params.ln < 1 || params.ln > 20 || params.r < 1 || params.p < 1 || params.p > 16) {
    return undefined;
  }
  const salt = Buffer.from(match[4] ?? "", "base64");
  const key = Buffer.from(match[5] ?? "", "base64");
  if (salt.length < 8 || key.length < 32) return undefined;
  return { params, salt, key };
}

/**
 * True when `password` matches the stored hash; compares in constant time. Runs through
 * `passwordQueue` (rejects with `HashQueueFullError` when it is full).
 */
export async function verifyPassword(
  password: string,
  stored: string,
  priority: HashPriority = "normal",
): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await passwordQueue.run(
    () => derive(password, parsed.salt, parsed.params, parsed.key.length),
    priority,
  );
  return timingSafeEqual(candidate, parsed.key);
}

/** True when the hash was made with weaker parameters than `params` (or is unreadable). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.params;
  return ln < params.ln || r < params.r || p < params.p;
}

/** One dummy hash per cost, made once: checking against it costs what a real check costs. */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as checking a real password, for e-mails that have no account, so the
 * answer time does not tell which addresses are registered.
 */
export async function verifyAgainstDummy(
  password: string,
  params: ScryptParams,
  priority: HashPriority = "normal",
): Promise<false> {
  const cost = `${params.ln},${params.r},${params.p}`;
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) {
    // Made outside the queue: a refusal must not leave a rejected promise here for good.
    dummyHash = hashNow(randomBytes(16).toString("hex"), params);
    dummyHashes.set(cost, dummyHash);
  }
  await verifyPassword(password, await dummyHash, priority);
  return false;
}

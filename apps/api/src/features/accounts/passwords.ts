import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with scrypt (memory-hard), run on the libuv thread pool so the event loop stays
 * free. A stored hash carries its own parameters and salt:
 *
 *     scrypt$ln=15,r=8,p=3$<salt, base64>$<key, base64>
 *
 * so the cost can be raised later without breaking old hashes (`needsRehash` tells when a hash is
 * below the current parameters; login then stores a fresh one).
 */

/** OWASP's scrypt setting "N=2^15, r=8, p=3": 32 MiB per hash. */
export const SCRYPT_PARAMS = { ln: 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work one request can cause; far above any pass phrase. */
export const PASSWORD_MAX_LENGTH = 128;

interface Params {
  ln: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: Params, keyLength: number) {
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

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, SCRYPT_PARAMS, KEY_LENGTH);
  const { ln, r, p } = SCRYPT_PARAMS;
  return `scrypt$ln=${ln},r=${r},p=${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

interface ParsedHash {
  params: Params;
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

/** True when `password` matches the stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when the hash was made with weaker parameters than today's (or is unreadable). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.params;
  return ln < SCRYPT_PARAMS.ln || r < SCRYPT_PARAMS.r || p < SCRYPT_PARAMS.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for e-mails that have no account, so the
 * answer time does not tell which addresses are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}

import type { ScryptParams } from "../features/accounts/passwords.ts";

/**
 * The password-hash cost of the test servers (the API test app, test-app.ts, the browser tests'
 * server, e2e-server.ts, and a benchmark's smoke run, bench/bench-server.ts): 1 MiB and about 2 ms
 * a hash instead of production's 32 MiB and about 200 ms (SCRYPT_PARAMS), because the tests sign
 * users up and in hundreds of times and are not about hashing. Hashes carry their cost, so
 * checking them works alike; the tests about hashing use SCRYPT_PARAMS, and config/env.test.ts
 * holds production to OWASP's.
 */
export const TEST_PASSWORD_HASHING: ScryptParams = { ln: 10, r: 8, p: 1 };

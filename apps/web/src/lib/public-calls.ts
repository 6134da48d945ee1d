import { publicEndpoints } from "@owed/domain";
import { call } from "./call.ts";

// The two calls every visitor's first screen makes, in a module loaded on demand: an endpoint
// carries its schemas, and with them zod, which the landing page's first download (held to its
// budget by apps/web/bench/bundle-size.bench.mjs) does without.

export async function fetchServerConfig() {
  const answer = await call(publicEndpoints.publicConfig, {});
  return answer.data;
}

export async function fetchPlans(signal?: AbortSignal) {
  const answer = await call(publicEndpoints.plans, {}, { signal });
  return answer.data;
}

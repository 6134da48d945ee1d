import { deadlineEndpoints } from "./deadlines.ts";
import { docketEndpoints } from "./docket.ts";
import type { Endpoint } from "./endpoint.ts";

export * from "./deadlines.ts";
export * from "./docket.ts";
export * from "./docket-errors.ts";
export * from "./endpoint.ts";

/** Every endpoint there is: the OpenAPI test holds the running API to this list, both ways. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(deadlineEndpoints),
  ...Object.values(docketEndpoints),
];

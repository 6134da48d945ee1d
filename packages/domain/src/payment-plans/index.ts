export * from "./plan-projection.ts";
export * from "./plan-standing.ts";
export * from "./plan-terms.ts";
export * from "./settlement.ts";

export * from "./remittance.ts";
export * from "./remittance-period.ts";

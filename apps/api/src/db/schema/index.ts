// Every table of the one schema. Each feature keeps its tables in its own file here.

export * from "./billing.ts";
export * from "./cases.ts";
export * from "./court-forms.ts";
export * from "./deadlines.ts";
export * from "./letters-and-plans.ts";
export * from "./portfolio.ts";
export * from "./settings.ts";
export * from "./users.ts";
export * from "./workspaces.ts";

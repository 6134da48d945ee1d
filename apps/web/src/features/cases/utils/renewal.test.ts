import { describe, expect, it } from "vitest";
import { renewalCostsError, renewalCostsOf, renewedAmount } from "./renewal.ts";

describe("renewal costs and the renewed amount", () => {
  it("reads blank or 0 as no costs, and refuses text that is not an amount", () => {
    expect(renewalCostsOf("")).toBe(0n);
    expect(renewalCostsOf("0.00")).toBe(0n);
    expect(renewalCostsOf("45")).toBe(450_000n);
    expect(renewalCostsOf("abc")).toBeNull();
    expect(renewalCostsError("abc")).toBe("Renewal costs must be an amount like 45.00, or 0.");
    expect(renewalCostsError("45")).toBeUndefined();
  });

  it("adds the costs only where the case adds costs to principal", () => {
    const payoff = { principalBalance: "10000.0000", accruedInterest: "9923.1934" };
    expect(renewedAmount({ costTreatment: "principal" }, payoff, "45")).toBe("$19,968.19");
    expect(renewedAmount({ costTreatment: "separate-bearing" }, payoff, "45")).toBe("$19,923.19");
    expect(renewedAmount({ costTreatment: "principal" }, payoff, "x")).toBeNull();
  });
});

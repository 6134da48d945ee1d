import { describe, expect, it } from "vitest";
import { bucketHref, caseHref, portfolioHref, scopeFromSearch } from "./portfolio-search.ts";

describe("the portfolio's addresses", () => {
  it("reads the client and date from the address, leaving out what is blank", () => {
    expect(scopeFromSearch(new URLSearchParams("client=c-1&asOf=2026-06-30"))).toEqual({
      client: "c-1",
      asOf: "2026-06-30",
    });
    expect(scopeFromSearch(new URLSearchParams("client=&asOf=%20"))).toEqual({});
  });

  it("writes only the parts chosen, encoded", () => {
    expect(portfolioHref({})).toBe("/portfolio");
    expect(portfolioHref({ client: "none", asOf: "2026-06-30" })).toBe(
      "/portfolio?client=none&asOf=2026-06-30",
    );
    expect(bucketHref({ asOf: "2026-06-30" }, "age:10y-plus")).toBe(
      "/portfolio/cases?bucket=age%3A10y-plus&asOf=2026-06-30",
    );
    expect(bucketHref({ client: "a b" }, "quiet:never")).toBe(
      "/portfolio/cases?bucket=quiet%3Anever&client=a+b",
    );
    expect(caseHref("x/y")).toBe("/home?case=x%2Fy");
  });
});

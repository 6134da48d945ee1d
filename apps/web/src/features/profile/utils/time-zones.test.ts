import { describe, expect, it } from "vitest";
import { resolveTimeZone, timeZoneLabel, timeZoneNames } from "./time-zones.ts";

const NAMES = [
  "America/Chicago",
  "America/New_York",
  "America/Argentina/Buenos_Aires",
  "America/Indiana/Indianapolis",
  "America/Indiana/Knox",
  "America/North_Dakota/New_Salem",
  "Europe/London",
  "UTC",
];

describe("resolveTimeZone", () => {
  it("finds a zone by its city, as people type it", () => {
    expect(resolveTimeZone("Chicago", NAMES)).toBe("America/Chicago");
    expect(resolveTimeZone("  chicago ", NAMES)).toBe("America/Chicago");
    expect(resolveTimeZone("new york", NAMES)).toBe("America/New_York");
    expect(resolveTimeZone("Buenos Aires", NAMES)).toBe("America/Argentina/Buenos_Aires");
  });

  it("keeps an IANA name, in any letter case", () => {
    expect(resolveTimeZone("america/chicago", NAMES)).toBe("America/Chicago");
    expect(resolveTimeZone("UTC", NAMES)).toBe("UTC");
  });

  it("answers null for nothing, for no match and for several", () => {
    expect(resolveTimeZone("", NAMES)).toBeNull();
    expect(resolveTimeZone("Atlantis", NAMES)).toBeNull();
    expect(resolveTimeZone("Indiana", NAMES)).toBeNull();
  });

  it("finds Chicago among the names this JavaScript engine knows", () => {
    expect(resolveTimeZone("Chicago", timeZoneNames("UTC"))).toBe("America/Chicago");
  });
});

describe("timeZoneLabel", () => {
  it("puts the city first, so a datalist matches what is typed", () => {
    expect(timeZoneLabel("America/Chicago")).toBe("Chicago · America/Chicago");
    expect(timeZoneLabel("America/Argentina/Buenos_Aires")).toBe(
      "Buenos Aires · America/Argentina/Buenos_Aires",
    );
    expect(timeZoneLabel("UTC")).toBe("UTC");
  });
});

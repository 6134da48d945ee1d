import { describe, expect, it } from "vitest";
import { joinFullName, joinLocation, splitFullName, splitLocation } from "./profile-fields.ts";

describe("splitFullName", () => {
  it("splits at the first space", () => {
    expect(splitFullName("Mary Ann Smith")).toEqual({ firstName: "Mary", lastName: "Ann Smith" });
  });

  it("keeps a single name as the first name", () => {
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });

  it("treats empty, null and blank as no name", () => {
    for (const value of ["", "   ", null, undefined]) {
      expect(splitFullName(value)).toEqual({ firstName: "", lastName: "" });
    }
  });

  it("ignores surrounding and repeated spaces", () => {
    expect(splitFullName("  Ada   Lovelace ")).toEqual({ firstName: "Ada", lastName: "Lovelace" });
  });
});

describe("joinFullName", () => {
  it("joins with one space", () => {
    expect(joinFullName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
  });

  it("drops an empty part instead of leaving a stray space", () => {
    expect(joinFullName({ firstName: " Ada ", lastName: "" })).toBe("Ada");
    expect(joinFullName({ firstName: "", lastName: "Lovelace" })).toBe("Lovelace");
    expect(joinFullName({ firstName: "", lastName: "" })).toBe("");
  });

  it("round-trips through split", () => {
    for (const name of ["Mary Ann Smith", "Cher", "Jean-Luc Picard"]) {
      expect(joinFullName(splitFullName(name))).toBe(name);
    }
  });
});

describe("splitLocation", () => {
  it("reads street, city, state and zip", () => {
    expect(splitLocation("100 Main St, Springfield, IL 62701")).toEqual({
      streetAddress: "100 Main St",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
    });
  });

  it("takes the zip as the last word and the state as the words before it", () => {
    expect(splitLocation("1 Park Ave, New York, New York 10016-5802")).toEqual({
      streetAddress: "1 Park Ave",
      city: "New York",
      state: "New York",
      zipCode: "10016-5802",
    });
  });

  it("keeps a multi-word state without a zip as the state", () => {
    expect(splitLocation("1 Park Ave, Albany, New York")).toMatchObject({
      state: "New York",
      zipCode: "",
    });
  });

  it("keeps extra commas in the street", () => {
    expect(splitLocation("100 Main St, Suite 5, Springfield, IL 62701")).toEqual({
      streetAddress: "100 Main St, Suite 5",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
    });
  });

  it("reads partial strings positionally", () => {
    expect(splitLocation("100 Main St")).toEqual({
      streetAddress: "100 Main St",
      city: "",
      state: "",
      zipCode: "",
    });
    expect(splitLocation("100 Main St, Springfield")).toEqual({
      streetAddress: "100 Main St",
      city: "Springfield",
      state: "",
      zipCode: "",
    });
    expect(splitLocation(", , 62701")).toEqual({
      streetAddress: "",
      city: "",
      state: "",
      zipCode: "62701",
    });
  });

  it("treats empty and null as no location", () => {
    for (const value of ["", "  ", null, undefined]) {
      expect(splitLocation(value)).toEqual({ streetAddress: "", city: "", state: "", zipCode: "" });
    }
  });
});

describe("joinLocation", () => {
  const empty = { streetAddress: "", city: "", state: "", zipCode: "" };

  it("writes 'street, city, state zip'", () => {
    expect(
      joinLocation({
        streetAddress: "100 Main St",
        city: "Springfield",
        state: "IL",
        zipCode: "62701",
      }),
    ).toBe("100 Main St, Springfield, IL 62701");
  });

  it("writes nothing when every part is empty", () => {
    expect(joinLocation(empty)).toBe("");
    expect(joinLocation({ streetAddress: " ", city: " ", state: "", zipCode: " " })).toBe("");
  });

  it("keeps the commas so missing parts do not shift the others", () => {
    expect(joinLocation({ ...empty, city: "Springfield", state: "IL" })).toBe(", Springfield, IL");
    expect(joinLocation({ ...empty, zipCode: "62701" })).toBe(", , 62701");
  });

  it("round-trips any combination of parts", () => {
    const values = {
      streetAddress: ["", "100 Main St", "100 Main St, Suite 5"],
      city: ["", "Springfield", "New York"],
      state: ["", "IL", "New York"],
      zipCode: ["", "62701", "10016-5802"],
    };
    for (const streetAddress of values.streetAddress) {
      for (const city of values.city) {
        for (const state of values.state) {
          for (const zipCode of values.zipCode) {
            const parts = { streetAddress, city, state, zipCode };
            const joined = joinLocation(parts);
            // A lone street with commas cannot be told from a street and a city: not round-trippable.
            if (city === "" && state === "" && zipCode === "" && streetAddress.includes(","))
              continue;
            // A street with commas and a city but no state/zip reads its tail as the city.
            if (state === "" && zipCode === "" && streetAddress.includes(",")) continue;
            expect(splitLocation(joined), joined).toEqual(parts);
          }
        }
      }
    }
  });
});

import { describe, expect, it } from "vitest";
import { displayName, initials, truncate } from "./truncate.ts";

describe("top-bar name", () => {
  it("keeps a name of 10 characters or fewer as it is", () => {
    expect(displayName({ full_name: "Ada Lovela" })).toBe("Ada Lovela");
    expect(displayName({ full_name: "  Jo Ng  " })).toBe("Jo Ng");
  });

  it("cuts a longer full name to 10 characters and marks the cut", () => {
    expect(displayName({ full_name: "Margaret Thornton-Blake" })).toBe("Margaret T…");
    // No dangling space before the ellipsis.
    expect(displayName({ full_name: "Anna Maria Lopez" })).toBe("Anna Maria…");
  });

  it("never splits a character made of two UTF-16 units", () => {
    expect(truncate("𝒜𝒷𝒸𝒹𝑒𝒻𝑔𝒽𝒾𝒿𝓀", 10)).toBe("𝒜𝒷𝒸𝒹𝑒𝒻𝑔𝒽𝒾𝒿…");
  });

  it("falls back to the username, then the e-mail, when there is no full name", () => {
    expect(displayName({ full_name: "", username: "jsmith" })).toBe("jsmith");
    expect(displayName({ full_name: " ", username: "", email: "clerk@firm.com" })).toBe(
      "clerk@firm…",
    );
    expect(displayName(null)).toBe("Account");
  });

  it("makes initials for the default avatar", () => {
    expect(initials("Margaret Thornton")).toBe("MT");
    expect(initials("clerk@firm.com")).toBe("CF");
    expect(initials("")).toBe("?");
  });
});

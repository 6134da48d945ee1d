import type { profileForm } from "@owed/domain";
import type { z } from "zod";

/** The profile form's values, as typed (the schema is the domain's `profileForm`). */
export type ProfileFormValues = z.input<typeof profileForm>;

/**
 * How the profile's single-string fields map to the form's separate inputs (docs/product.md, "Profile").
 * The server keeps `full_name` and `location` as one string each; the form edits their parts.
 */

export interface NameParts {
  firstName: string;
  lastName: string;
}

export interface LocationParts {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}

/** Splits at the first space: "Mary Ann Smith" is first "Mary", last "Ann Smith". */
export function splitFullName(fullName: string | null | undefined): NameParts {
  const text = (fullName ?? "").trim();
  const space = text.search(/\s/);
  if (space === -1) return { firstName: text, lastName: "" };
  return { firstName: text.slice(0, space), lastName: text.slice(space + 1).trim() };
}

/** First and last name joined with one space; either may be empty. */
export function joinFullName({ firstName, lastName }: NameParts): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(" ");
}

const hasDigit = /\d/;

/** "IL 62701" is state "IL" and zip "62701"; a last word without a digit is part of the state. */
function splitStateZip(part: string): { state: string; zipCode: string } {
  const words = part.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1);
  // A zip code always has digits; without this "New York" (no zip) would read as zip "York".
  if (last === undefined || !hasDigit.test(last)) return { state: words.join(" "), zipCode: "" };
  return { state: words.slice(0, -1).join(" "), zipCode: last };
}

/**
 * Splits "street, city, state zip" by commas. With more than three parts the extra ones belong
 * to the street ("100 Main St, Suite 5, Springfield, IL 62701"), so what join writes reads back.
 */
export function splitLocation(location: string | null | undefined): LocationParts {
  const text = (location ?? "").trim();
  if (text === "") return { streetAddress: "", city: "", state: "", zipCode: "" };
  const parts = text.split(",").map((p) => p.trim());
  if (parts.length === 1)
    return { streetAddress: parts[0] ?? "", city: "", state: "", zipCode: "" };
  if (parts.length === 2) {
    return { streetAddress: parts[0] ?? "", city: parts[1] ?? "", state: "", zipCode: "" };
  }
  const { state, zipCode } = splitStateZip(parts.at(-1) ?? "");
  return {
    streetAddress: parts.slice(0, -2).join(", "),
    city: parts.at(-2) ?? "",
    state,
    zipCode,
  };
}

/**
 * Joins as "street, city, state zip". Every comma stays while any part is filled in, so a
 * missing street or city keeps the others in their places when the string is split again.
 */
export function joinLocation(parts: LocationParts): string {
  const street = parts.streetAddress.trim();
  const city = parts.city.trim();
  const stateZip = [parts.state.trim(), parts.zipCode.trim()].filter(Boolean).join(" ");
  if (street === "" && city === "" && stateZip === "") return "";
  if (city === "" && stateZip === "") return street;
  if (stateZip === "") return `${street}, ${city}`;
  return `${street}, ${city}, ${stateZip}`;
}

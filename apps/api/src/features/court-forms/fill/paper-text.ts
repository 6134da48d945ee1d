import {
  type CalendarDate,
  formatUsDate,
  formatUsd,
  type Letterhead,
  type Money,
  type Party,
  type RatePercent,
  rateToDecimalString,
  roundToCents,
} from "@owed/domain";

// How a figure, a date, a party and the letterhead read on a Judicial Council form: plain words,
// dates as MM/DD/YYYY, money in cents by the one display rule (docs/decisions/005-display-rounding.md).

/** "1,234.56": the form prints the "$" itself. */
export function formMoney(value: Money): string {
  return formatUsd(roundToCents(value)).replace("$", "");
}

/** "10" or "7.375": the form prints the "%". */
export function formRate(rate: RatePercent): string {
  return rateToDecimalString(rate);
}

/** MM/DD/YYYY. */
export function formDate(date: CalendarDate): string {
  return formatUsDate(date);
}

export function formDates(dates: readonly CalendarDate[]): string {
  return dates.map(formDate).join(", ");
}

/** "Acme Supply, Inc. (corporation)": the type of legal entity when not a natural person. */
export function partyName(party: Party): string {
  return party.entityType === "" ? party.name : `${party.name} (${party.entityType})`;
}

/** "Los Angeles, CA 90012", leaving out what is not recorded. */
export function cityLine(city: string, state: string, zip: string): string {
  const stateZip = [state, zip].filter((part) => part !== "").join(" ");
  return [city, stateZip].filter((part) => part !== "").join(", ");
}

/** The party's last known address as lines; empty when none is recorded. */
export function partyAddress(party: Party): string[] {
  return [party.street, cityLine(party.city, party.state, party.zip)].filter((line) => line !== "");
}

/** Name, then address lines: what items 4 and 21 of EJ-130 and 2–4 of EJ-100 ask. */
export function partyBlock(party: Party): string {
  return [partyName(party), ...partyAddress(party)].join("\n");
}

/** Name and address on one line, for boxes too short for a block. */
export function partyLine(party: Party): string {
  return [partyName(party), ...partyAddress(party)].join(", ");
}

/** The caption's names: several parties separated by semicolons (names may hold commas). */
export function captionNames(parties: readonly Party[]): string {
  return parties.map((party) => party.name).join("; ");
}

/** A State Bar number means an attorney signs; otherwise the party signs for itself. */
export function hasAttorney(letterhead: Letterhead): boolean {
  return letterhead.barNumber !== "";
}

/** "Jane Smith (SBN 123456)", for the forms whose letterhead is one free box. */
export function signerWithBar(letterhead: Letterhead): string {
  return letterhead.barNumber === ""
    ? letterhead.attorneyName
    : `${letterhead.attorneyName} (SBN ${letterhead.barNumber})`;
}

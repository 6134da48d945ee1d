import type { Letterhead as WorkspaceLetterhead } from "@owed/domain";
import type { User } from "../../../db/schema/index.ts";
import { type Doc, muted, PAGE } from "./layout.ts";

// The block at the top of every statement and report: who sends it. The workspace's letterhead
// (docs/court-forms.md, "Letterhead") when one is saved; otherwise, as before there was one, the
// signed-in user's profile. Plain words only: a debtor reads it.

export interface Letterhead {
  /** The firm, printed first and bold. */
  name: string;
  /** The attorney or person who signs. */
  person: string;
  /** One line: "street, city, state ZIP". */
  address: string;
  phone: string;
  email: string;
  barNumber?: string;
  fax?: string;
  attorneyFor?: string;
}

/** No letterhead at all: the statement starts with its title. */
export const NO_LETTERHEAD: Letterhead = {
  name: "",
  person: "",
  address: "",
  phone: "",
  email: "",
};

/** The statement's letterhead from the signed-in user's profile; blank lines where it has none. */
export function letterheadOf(profile: User | undefined | null): Letterhead {
  return {
    name: profile?.company ?? "",
    person: profile?.fullName ?? "",
    address: profile?.location ?? "",
    phone: profile?.phoneNumber ?? "",
    email: profile?.email ?? "",
  };
}

const isBlank = (letterhead: WorkspaceLetterhead) =>
  Object.values(letterhead).every((value) => value === "");

/** "Sacramento, CA 95814", with whichever parts are there. */
function cityLine(l: WorkspaceLetterhead): string {
  const stateZip = [l.state, l.zip].filter(Boolean).join(" ");
  return [l.city, stateZip].filter(Boolean).join(", ");
}

/** The workspace's letterhead, when it has one; else the profile's (as statements always had). */
export function statementLetterheadOf(
  workspace: WorkspaceLetterhead,
  profile: User | undefined | null,
): Letterhead {
  if (isBlank(workspace)) return letterheadOf(profile);
  return {
    name: workspace.firm,
    person: workspace.attorneyName,
    address: [workspace.street, cityLine(workspace)].filter(Boolean).join(", "),
    phone: workspace.phone,
    email: workspace.email,
    barNumber: workspace.barNumber,
    fax: workspace.fax,
    attorneyFor: workspace.attorneyFor,
  };
}

/**
 * The letterhead as text: the firm (or the person) as the title, then the person with their State
 * Bar number, the address, the telephone, fax and e-mail, and whom the attorney represents. Empty
 * parts are left out. The PDFs draw it here; the payoff letter's Word file writes the same lines.
 */
export function letterheadLines(letterhead: Letterhead): { title: string; lines: string[] } {
  const bar = letterhead.barNumber ? `State Bar No. ${letterhead.barNumber}` : "";
  const title = letterhead.name || letterhead.person;
  const personLine = letterhead.name ? [letterhead.person, bar].filter(Boolean).join(", ") : bar;
  const lines = [
    personLine,
    letterhead.address,
    [
      letterhead.phone ? `Telephone ${letterhead.phone}` : "",
      letterhead.fax ? `Fax ${letterhead.fax}` : "",
      letterhead.email,
    ]
      .filter(Boolean)
      .join("  ·  "),
    letterhead.attorneyFor ? `Attorney for ${letterhead.attorneyFor}` : "",
  ].filter(Boolean);
  return { title, lines };
}

/**
 * The letterhead at the top of the page (`letterheadLines`), the title in bold. Prints nothing for
 * an empty letterhead. Leaves the cursor below it.
 */
export function drawLetterhead(doc: Doc, letterhead: Letterhead): void {
  const { title, lines } = letterheadLines(letterhead);
  if (!title && lines.length === 0) return;
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .fillColor("#0f2a4a")
    .text(title, PAGE.margin, PAGE.margin);
  if (lines.length > 0) muted(doc, lines.join("\n"));
  doc.moveDown(0.6);
}

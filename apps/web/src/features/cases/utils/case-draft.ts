import type { KeyValueStorage } from "../../../lib/auth-storage.ts";
import { NEW_CASE_DEFAULTS, type NewCaseFormValues } from "./new-case-form.ts";

/**
 * A New Case the server refused for the plan limit, kept in this browser so that nothing typed is
 * lost on the way to billing. One draft per user e-mail: a shared computer never offers one
 * lawyer's case to another.
 */
export const CASE_DRAFT_KEY = "owed.caseDraft";

export interface CaseDraft {
  values: NewCaseFormValues;
  savedAt: string;
}

type Drafts = Record<string, CaseDraft>;

function readAll(storage: KeyValueStorage): Drafts {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CASE_DRAFT_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function writeAll(storage: KeyValueStorage, drafts: Drafts): void {
  if (Object.keys(drafts).length === 0) storage.removeItem(CASE_DRAFT_KEY);
  else storage.setItem(CASE_DRAFT_KEY, JSON.stringify(drafts));
}

const owner = (email: string) => email.trim().toLowerCase();

/**
 * Whether anything in the form was typed or chosen: a value other than the blank form's. Only
 * such a form is a draft worth offering again; a blank one would be a notice about nothing.
 */
export function somethingTyped(values: NewCaseFormValues): boolean {
  return (Object.keys(NEW_CASE_DEFAULTS) as (keyof NewCaseFormValues)[]).some((key) => {
    const value = values[key];
    const blank = NEW_CASE_DEFAULTS[key];
    if (typeof value === "string" && typeof blank === "string") return value.trim() !== blank;
    return JSON.stringify(value) !== JSON.stringify(blank);
  });
}

export function saveCaseDraft(
  storage: KeyValueStorage,
  email: string,
  values: NewCaseFormValues,
  now: Date = new Date(),
): void {
  const drafts = readAll(storage);
  if (somethingTyped(values)) drafts[owner(email)] = { values, savedAt: now.toISOString() };
  else delete drafts[owner(email)];
  writeAll(storage, drafts);
}

/**
 * The user's draft, with any field a newer form has added filled from the defaults; null when
 * there is none, or when nothing in it was typed.
 */
export function readCaseDraft(storage: KeyValueStorage, email: string): CaseDraft | null {
  const draft = readAll(storage)[owner(email)];
  if (!draft || typeof draft.values !== "object" || draft.values === null) return null;
  const values = { ...NEW_CASE_DEFAULTS };
  for (const key of Object.keys(NEW_CASE_DEFAULTS) as (keyof NewCaseFormValues)[]) {
    const saved = (draft.values as Partial<NewCaseFormValues>)[key];
    if (saved !== undefined && typeof saved === typeof NEW_CASE_DEFAULTS[key]) {
      (values as Record<string, unknown>)[key] = saved;
    }
  }
  if (!somethingTyped(values)) return null;
  return { values, savedAt: String(draft.savedAt ?? "") };
}

export function discardCaseDraft(storage: KeyValueStorage, email: string): void {
  const drafts = readAll(storage);
  delete drafts[owner(email)];
  writeAll(storage, drafts);
}

import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { CourtFormId } from "@owed/domain";
import { PDFCheckBox, PDFDocument, PDFTextField, StandardFonts } from "pdf-lib";
import type { CourtFormInput, FilledCourtForm } from "../court-form-input.ts";
import { fillEj100 } from "./fill-ej-100.ts";
import { fillEj130 } from "./fill-ej-130.ts";
import { fillMc012 } from "./fill-mc-012.ts";
import { fillWg001 } from "./fill-wg-001.ts";
import { dropXfa, FormWriter, keepCheckBoxLooks, removeScreenButtons } from "./form-writer.ts";

// Places a case's facts and figures on the Judicial Council's own form (docs/court-forms.md):
// the blank ships in apps/api/assets/court-forms/ca/, found relative to this module so that the
// sources (tsx, Vitest) and the compiled server (dist/, decision 013) read the same files.

/** The blanks' folder from this module, in src/ and in dist/ alike (apps/api/assets/...). */
export const BLANKS_FROM_MODULE = "../../../../assets/court-forms/ca/";
const BLANKS = new URL(BLANKS_FROM_MODULE, import.meta.url);

/** Where a form's blank is on disk. */
export function blankFormPath(form: CourtFormId): string {
  return fileURLToPath(new URL(`${form}.pdf`, BLANKS));
}

const blanks = new Map<CourtFormId, Promise<Uint8Array>>();

function blankForm(form: CourtFormId): Promise<Uint8Array> {
  let blank = blanks.get(form);
  if (!blank) {
    blank = readFile(blankFormPath(form));
    blank.catch(() => blanks.delete(form));
    blanks.set(form, blank);
  }
  return blank;
}

const FILLERS: Record<CourtFormId, (w: FormWriter, input: CourtFormInput) => void> = {
  "mc-012": fillMc012,
  "ej-130": fillEj130,
  "ej-100": fillEj100,
  "wg-001": fillWg001,
};

/**
 * Fills `input.form`. Throws AmountsDifferByDebtorError for an EJ-130 whose amounts differ by
 * debtor; anything the case lacks is left blank and listed in `warnings`.
 */
export async function fillCourtForm(input: CourtFormInput): Promise<FilledCourtForm> {
  const doc = await PDFDocument.load(await blankForm(input.form));
  dropXfa(doc);
  keepCheckBoxLooks(doc);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const writer = new FormWriter(doc, font);
  FILLERS[input.form](writer, input);
  writer.finish();
  const editable = await doc.save();
  return {
    editable,
    flattened: await flattenedCopy(editable),
    warnings: writer.warnings,
    fields: await readFields(editable),
  };
}

/** The same pages with the fields drawn into them, without the buttons meant for the screen. */
async function flattenedCopy(editable: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(editable);
  const form = doc.getForm();
  removeScreenButtons(form);
  form.flatten();
  return doc.save();
}

/** Every text field's value and every box's state ("checked" or ""), read back from the bytes. */
export async function readFields(pdf: Uint8Array): Promise<Record<string, string>> {
  const doc = await PDFDocument.load(pdf);
  const fields: Record<string, string> = {};
  for (const field of doc.getForm().getFields()) {
    if (field instanceof PDFTextField) fields[field.getName()] = field.getText() ?? "";
    else if (field instanceof PDFCheckBox)
      fields[field.getName()] = field.isChecked() ? "checked" : "";
  }
  return fields;
}

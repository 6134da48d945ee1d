import {
  layoutMultilineText,
  PDFButton,
  PDFCheckBox,
  PDFDict,
  type PDFDocument,
  type PDFFont,
  type PDFForm,
  PDFName,
  type PDFTextField,
  type PDFWidgetAnnotation,
  TextAlignment,
} from "pdf-lib";

// Writes values into a Judicial Council form's fields so that nothing overflows its box
// (docs/court-forms.md, "Fitting text"): each text is measured with the font its appearance is
// drawn in, at the field's own size, and shrunk toward a floor; a multiline box also wraps. What
// still does not fit, or cannot be printed, becomes a plain-English warning.

/** The smallest size a filled-in text is shrunk to: still legible on a printed form. */
export const FLOOR_FONT_SIZE = 6;
const STEP = 0.25;
/** The size the Council's fields ask for when their appearance names none. */
const DEFAULT_FONT_SIZE = 9;
/** pdf-lib draws a text field's appearance this far inside its border. */
const PADDING = 1;

export interface TextFit {
  size: number;
  fits: boolean;
}

/** The box pdf-lib lays a field's text out in: the widget less its border and padding. */
export function textBounds(widget: PDFWidgetAnnotation) {
  const rect = widget.getRectangle();
  const inset = (widget.getBorderStyle()?.getWidth() ?? 0) + PADDING;
  return { x: inset, y: inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset };
}

/** The size the field's default appearance asks for (widget first, then field). */
export function askedFontSize(field: PDFTextField, widget: PDFWidgetAnnotation): number {
  const da = widget.getDefaultAppearance() ?? field.acroField.getDefaultAppearance() ?? "";
  const size = Number(/(\d*\.\d+|\d+)\s+Tf/.exec(da)?.[1] ?? Number.NaN);
  return Number.isFinite(size) && size > 0 ? size : DEFAULT_FONT_SIZE;
}

function fitsAt(
  text: string,
  size: number,
  font: PDFFont,
  widget: PDFWidgetAnnotation,
  multiline: boolean,
) {
  const bounds = textBounds(widget);
  if (!multiline) {
    return (
      font.widthOfTextAtSize(text, size) <= bounds.width &&
      font.heightAtSize(size, { descender: false }) <= bounds.height
    );
  }
  const layout = layoutMultilineText(text, {
    alignment: TextAlignment.Left,
    fontSize: size,
    font,
    bounds,
  });
  return (
    layout.lines.length * layout.lineHeight <= bounds.height + 0.01 &&
    layout.lines.every((line) => line.width <= bounds.width)
  );
}

/** The largest size from the field's own down to the floor at which `text` fits its box. */
export function fitText(
  text: string,
  font: PDFFont,
  field: PDFTextField,
  widget: PDFWidgetAnnotation,
): TextFit {
  const multiline = field.isMultiline();
  for (let size = askedFontSize(field, widget); size >= FLOOR_FONT_SIZE; size -= STEP) {
    if (fitsAt(text, size, font, widget, multiline)) return { size, fits: true };
  }
  return { size: FLOOR_FONT_SIZE, fits: false };
}

/** Sets the size in a widget's default appearance, which pdf-lib lays the text out at. */
function setWidgetFontSize(widget: PDFWidgetAnnotation, size: number) {
  const da = widget.getDefaultAppearance() ?? "/Helv 9 Tf 0 g";
  const sized = /(\d*\.\d+|\d+)(\s+Tf)/.test(da)
    ? da.replace(/(\d*\.\d+|\d+)(\s+Tf)/, `${size}$2`)
    : `/Helv ${size} Tf 0 g`;
  widget.setDefaultAppearance(sized);
}

export class FormWriter {
  readonly form: PDFForm;
  private readonly warned = new Set<string>();

  constructor(
    doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.form = doc.getForm();
  }

  get warnings(): string[] {
    return [...this.warned];
  }

  warn(sentence: string) {
    this.warned.add(sentence);
  }

  /** Warns with `sentence` when `value` is empty; returns the value either way. */
  need(value: string, sentence: string): string {
    if (value.trim() === "") this.warn(sentence);
    return value;
  }

  /**
   * Writes `value` into a text field, sized to fit. `what` names it in a warning ("The firm
   * name"). An empty value leaves the field blank: the caller warns when the form needs it.
   */
  text(name: string, value: string, what: string) {
    const field = this.form.getTextField(name);
    const printable = this.printable(
      field.isMultiline() ? value : value.replace(/\s*\n\s*/g, ", "),
      what,
    );
    if (printable === "") return;
    const maxLength = field.getMaxLength();
    // A few of the Council's fields cap their length below what they are for (EJ-100's e-mail at
    // 15 characters); the box is wide enough, so the cap goes rather than the value.
    if (maxLength !== undefined && printable.length > maxLength) field.setMaxLength(undefined);
    field.setText(printable);
    for (const widget of field.acroField.getWidgets()) {
      const fit = fitText(printable, this.font, field, widget);
      setWidgetFontSize(widget, fit.size);
      if (!fit.fits) {
        this.warn(
          `${what} is too long for its box on the form: check the printed page and shorten it.`,
        );
      }
    }
  }

  /**
   * Moves a box's left and right edges in by `points`. The Council draws some boxes as corner
   * brackets exactly on the field's edge; text drawn from that edge touches the bracket.
   */
  inset(name: string, points: number) {
    for (const widget of this.form.getTextField(name).acroField.getWidgets()) {
      const rect = widget.getRectangle();
      widget.setRectangle({ ...rect, x: rect.x + points, width: rect.width - 2 * points });
    }
  }

  /**
   * Keeps only the bottom `height` points of a box: EJ-100's partial amount spans two label lines
   * and would print between them rather than beside the "$" on the second.
   */
  lowerTo(name: string, height: number) {
    for (const widget of this.form.getTextField(name).acroField.getWidgets()) {
      widget.setRectangle({ ...widget.getRectangle(), height });
    }
  }

  /** The first of `candidates` that fits the field's box at or above the floor size. */
  firstFitting(name: string, candidates: readonly string[]): string {
    const field = this.form.getTextField(name);
    const widget = field.acroField.getWidgets()[0];
    if (!widget) return candidates[0] ?? "";
    return (
      candidates.find((text) => fitText(this.printableOnly(text), this.font, field, widget).fits) ??
      candidates[candidates.length - 1] ??
      ""
    );
  }

  /**
   * Sets a box through its field value, not PDFCheckBox.check(): that would mark it for pdf-lib to
   * redraw, and its drawing doubles the Council's printed box; the form's own on and off
   * appearances are kept instead.
   */
  check(name: string, on: boolean) {
    const box = this.form.getCheckBox(name).acroField;
    const onValue = box.getOnValue();
    box.setValue(on && onValue ? onValue : PDFName.of("Off"));
  }

  /** Leaves out characters the form's font cannot print, and says which. */
  private printable(value: string, what: string): string {
    let kept = "";
    const dropped = new Set<string>();
    for (const char of value.trim()) {
      if (char === "\n" || this.canPrint(char)) kept += char;
      else dropped.add(char);
    }
    if (dropped.size > 0) {
      this.warn(
        `${what} has characters the form's font cannot print (${[...dropped].join(" ")}): they are left out; check the printed page.`,
      );
    }
    return kept.trim();
  }

  /** `value` less what the font cannot print, measured before `text` says so. */
  private printableOnly(value: string): string {
    return [...value].filter((char) => char === "\n" || this.canPrint(char)).join("");
  }

  private canPrint(char: string): boolean {
    try {
      this.font.encodeText(char);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Draws every filled field with the font it was measured in, and lists that font among the
   * form's resources so that a viewer redrawing an edited field finds the font its /DA names.
   */
  finish() {
    this.form.updateFieldAppearances(this.font);
    const resources = this.form.acroForm.dict.lookup(PDFName.of("DR"), PDFDict);
    resources.lookup(PDFName.of("Font"), PDFDict).set(PDFName.of(this.font.name), this.font.ref);
  }
}

/** The forms' own Print / Save / Clear buttons would print on the flattened page. */
export function removeScreenButtons(form: PDFForm) {
  for (const field of form.getFields()) {
    if (!(field instanceof PDFButton)) continue;
    if (/\.(Print|Save|Reset)\[0\]$/.test(field.getName())) form.removeField(field);
  }
}

/**
 * The Council's boxes have an "on" look but no "off" one (the empty box is printed on the page).
 * pdf-lib would then draw both looks itself, with a border that doubles the printed box: an empty
 * "off" look keeps the form's own.
 */
export function keepCheckBoxLooks(doc: PDFDocument) {
  for (const field of doc.getForm().getFields()) {
    if (!(field instanceof PDFCheckBox)) continue;
    for (const widget of field.acroField.getWidgets()) {
      const normal = widget.dict.lookup(PDFName.of("AP"), PDFDict).lookup(PDFName.of("N"));
      if (!(normal instanceof PDFDict) || normal.has(PDFName.of("Off"))) continue;
      const { width, height } = widget.getRectangle();
      const empty = doc.context.formXObject([], { BBox: [0, 0, width, height] });
      normal.set(PDFName.of("Off"), doc.context.register(empty));
    }
  }
}

/** pdf-lib cannot keep the XFA part; dropping it here spares the console its notice. */
export function dropXfa(doc: PDFDocument) {
  doc.catalog.getAcroForm()?.dict.delete(PDFName.of("XFA"));
}

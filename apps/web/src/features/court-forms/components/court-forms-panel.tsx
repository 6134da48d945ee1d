import {
  addDays,
  COURT_FORM_MAX_DAYS_AHEAD,
  type CourtFormDto,
  type CourtFormId,
  type CourtFormListDto,
  type CourtFormRequest,
  formatUsDate,
} from "@owed/domain";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { useCourtForms } from "../api/get-court-forms.ts";
import { CourtFilings } from "./court-filings.tsx";
import { CourtFormPreview } from "./court-form-preview.tsx";
import { type EmployerDraft, EmployerFields, emptyEmployer } from "./employer-fields.tsx";
import { type SatisfactionDraft, SatisfactionFields } from "./satisfaction-fields.tsx";

export interface CourtFormsPanelProps {
  caseId: string;
  /** A viewer prepares and downloads forms; recording a filing changes the case, so not theirs. */
  readOnly: boolean;
  /** Opens the payoff statement: offered where no court form exists yet. */
  onPayoffStatement: () => void;
}

/**
 * The case page's "Court forms" (docs/court-forms.md, "In the browser"): the forms of the case's
 * jurisdiction, one chosen and dated, its pages drawn before downloading, the blanks it leaves
 * listed above them, the download (editable or flattened), and the filings recorded from it.
 */
export function CourtFormsPanel({ caseId, readOnly, onPayoffStatement }: CourtFormsPanelProps) {
  const list = useCourtForms(caseId);
  return (
    <Card
      titleId="court-forms-title"
      title="Court forms"
      description="The court's own forms, filled from this case's ledger for the date you choose."
      actions={null}
      headerClassName="min-h-16 px-4 py-3 sm:px-5"
      className="min-w-0"
    >
      <div className="px-4 py-4 sm:px-5">
        {list.isPending ? (
          <p role="status" className="text-sm text-ink-500">
            Loading the court forms...
          </p>
        ) : list.isError ? (
          <FormAlert>
            The court forms could not be loaded.{" "}
            <Button variant="link" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </FormAlert>
        ) : list.data.forms.length === 0 ? (
          <NoFormYet list={list.data} onPayoffStatement={onPayoffStatement} />
        ) : (
          // Keyed by case: another case starts with no form chosen and today's date.
          <CourtFormChooser key={caseId} caseId={caseId} list={list.data} readOnly={readOnly} />
        )}
      </div>
    </Card>
  );
}

function NoFormYet({
  list,
  onPayoffStatement,
}: {
  list: CourtFormListDto;
  onPayoffStatement: () => void;
}) {
  return (
    <div className="space-y-3">
      <p className="font-semibold text-ink-800">{list.none}</p>
      <p className="text-sm text-ink-600">
        The payoff statement gives the same figures for any date, ready to send or file.
      </p>
      <Button variant="outline" size="sm" onClick={onPayoffStatement}>
        Payoff statement
      </Button>
    </div>
  );
}

/** The request the inputs make, or null while one the form needs is not given yet. */
export function requestOf(
  form: CourtFormDto,
  date: string,
  satisfaction: SatisfactionDraft,
  employer: EmployerDraft,
): CourtFormRequest | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (form.asks.includes("satisfaction")) {
    if (satisfaction.kind === null) return null;
    if (satisfaction.kind === "partial" && satisfaction.amount.trim() === "") return null;
    return {
      date,
      satisfaction:
        satisfaction.kind === "full"
          ? { kind: "full" }
          : { kind: "partial", amount: satisfaction.amount.trim() },
    };
  }
  if (form.asks.includes("employer")) {
    if (Object.values(employer).some((value) => value.trim() === "")) return null;
    return { date, employer };
  }
  return { date };
}

function CourtFormChooser({
  caseId,
  list,
  readOnly,
}: {
  caseId: string;
  list: CourtFormListDto;
  readOnly: boolean;
}) {
  const dateId = useId();
  const today = addDays(list.latest, -COURT_FORM_MAX_DAYS_AHEAD);
  const [formId, setFormId] = useState<CourtFormId | null>(null);
  const [date, setDate] = useState(today);
  const [satisfaction, setSatisfaction] = useState<SatisfactionDraft>({ kind: null, amount: "" });
  const [employer, setEmployer] = useState<EmployerDraft>(emptyEmployer);
  // Forms that ask more than a date are previewed when asked, not at every keystroke.
  const [shown, setShown] = useState<CourtFormRequest | null>(null);
  const form = list.forms.find((f) => f.id === formId) ?? null;
  const asked = form ? requestOf(form, date, satisfaction, employer) : null;
  const asksMore = form !== null && form.asks.length > 0;
  const request = asksMore ? shown : asked;

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">
          Forms for {list.state ?? "this case"}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {list.forms.map((f) => (
            <label
              key={f.id}
              className="flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`court-form-${caseId}`}
                value={f.id}
                checked={formId === f.id}
                onChange={() => {
                  setFormId(f.id);
                  setShown(null);
                }}
                className="mt-1"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-ink-900">
                  {f.number} {f.title}
                </span>
                <span className="block text-xs text-ink-500">
                  {f.revision}
                  {f.mandatory ? " · mandatory" : ""}
                  {f.missing.length > 0
                    ? ` · ${f.missing.length} ${f.missing.length === 1 ? "fact" : "facts"} missing`
                    : ""}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {form ? (
        <div className="space-y-4">
          <div className="max-w-xs space-y-1.5">
            <label htmlFor={dateId} className="block text-sm font-semibold text-ink-800">
              Date of the form
            </label>
            <input
              id={dateId}
              type="date"
              value={date}
              min={list.earliest}
              max={list.latest}
              onChange={(event) => {
                setDate(event.target.value);
                setShown(null);
              }}
              aria-describedby={`${dateId}-hint`}
              className="block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-ink-900 sm:text-sm"
            />
            <p id={`${dateId}-hint`} className="text-xs text-ink-500">
              The figures are computed for this day, from {formatUsDate(list.earliest)} to{" "}
              {formatUsDate(list.latest)}.
            </p>
          </div>

          {form.asks.includes("satisfaction") ? (
            <SatisfactionFields value={satisfaction} onChange={setSatisfaction} />
          ) : null}
          {form.asks.includes("employer") ? (
            <EmployerFields value={employer} onChange={setEmployer} />
          ) : null}
          {asksMore ? (
            <Button
              variant="outline"
              size="sm"
              disabled={asked === null}
              onClick={() => setShown(asked)}
            >
              Show the form
            </Button>
          ) : null}

          {form.missing.length > 0 ? (
            // Folded once the form is drawn: its own warnings then say what was left blank.
            <details
              open={request === null}
              className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-ink-700"
            >
              <summary className="cursor-pointer font-semibold text-ink-800">
                Not in the case yet: {form.missing.length}{" "}
                {form.missing.length === 1 ? "fact" : "facts"} (left blank on the form)
              </summary>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {form.missing.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            </details>
          ) : null}

          {form.unavailable ? (
            <FormAlert>{form.unavailable}</FormAlert>
          ) : request ? (
            <CourtFormPreview caseId={caseId} form={form} request={request} />
          ) : null}

          {!readOnly && (form.id === "mc-012" || form.id === "ej-130") ? (
            <CourtFilings caseId={caseId} form={form.id} today={today} earliest={list.earliest} />
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-ink-600">Choose a form to see it filled for a date.</p>
      )}
    </div>
  );
}

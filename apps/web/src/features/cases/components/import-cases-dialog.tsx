import {
  IMPORT_FIELDS,
  IMPORT_MAX_CHARS,
  type ImportCheckDto,
  type ImportFieldKey,
  type ImportMapping,
  type ImportPreviewDto,
} from "@owed/domain";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { inputClasses } from "../../../components/ui/input.tsx";
import { useCheckImport } from "../api/check-import.ts";
import { useImportCases } from "../api/import-cases.ts";
import { usePreviewImport } from "../api/preview-import.ts";
import { endedSession, failureMessage } from "../utils/api-errors.ts";
import { formatMoney } from "../utils/money.ts";

type Step =
  | { kind: "file" }
  | { kind: "mapping"; csv: string; fileName: string; preview: ImportPreviewDto }
  | {
      kind: "checked";
      csv: string;
      fileName: string;
      preview: ImportPreviewDto;
      check: ImportCheckDto;
    };

/** Column letters as a spreadsheet shows them: A, B, ... Z, AA. */
function columnLetter(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/**
 * Import cases and their transactions from a spreadsheet's CSV (docs/csv.md): choose the file,
 * match its columns to Owed's fields with the first rows in view, check every row (a dry run with
 * the payoffs each case will have), then import everything or nothing.
 */
export function ImportCasesDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "file" });
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = usePreviewImport();
  const check = useCheckImport();
  const commit = useImportCases();
  const busy = preview.isPending || check.isPending || commit.isPending;

  const failed = (fallback: string) => (error: unknown) => {
    if (endedSession(error)) return;
    setFileError(failureMessage(error, fallback));
  };

  const chooseFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > IMPORT_MAX_CHARS) {
      setFileError("The file is too large: at most 8 MB.");
      return;
    }
    const csv = await file.text();
    preview.mutate(csv, {
      onSuccess: (answer) => {
        setMapping(answer.mapping);
        setStep({ kind: "mapping", csv, fileName: file.name, preview: answer });
      },
      onError: failed("Could not read the file."),
    });
  };

  const runCheck = () => {
    if (step.kind === "file") return;
    const { csv, fileName, preview: shown } = step;
    check.mutate(
      { csv, mapping },
      {
        onSuccess: (answer) =>
          setStep({ kind: "checked", csv, fileName, preview: shown, check: answer }),
        onError: failed("Could not check the file."),
      },
    );
  };

  const runImport = () => {
    if (step.kind !== "checked") return;
    commit.mutate(
      { csv: step.csv, mapping },
      {
        onSuccess: (done) => {
          toast.success(done.message);
          onClose();
        },
        onError: (error) => {
          if (!endedSession(error)) toast.error(failureMessage(error, "Failed to import the file"));
        },
      },
    );
  };

  const description =
    step.kind === "file"
      ? "A CSV file from a spreadsheet: one row per transaction, rows of one case sharing its court case number."
      : step.kind === "mapping"
        ? `${step.fileName}: ${step.preview.rowCount} rows. Match each field to a column of the file.`
        : `${step.fileName}: the result of checking every row. Nothing is saved until you import.`;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      size="xl"
      busy={busy}
      title="Import Cases"
      description={description}
      footer={
        <ImportFooter
          step={step}
          busy={busy}
          checking={check.isPending}
          importing={commit.isPending}
          onCancel={onClose}
          onBack={setStep}
          onCheck={runCheck}
          onImport={runImport}
        />
      }
    >
      {fileError ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {fileError}
        </p>
      ) : null}
      {step.kind === "file" ? (
        <FileStep
          busy={busy}
          reading={preview.isPending}
          onFile={(file) => void chooseFile(file)}
        />
      ) : step.kind === "mapping" ? (
        <MappingStep preview={step.preview} mapping={mapping} onChange={setMapping} />
      ) : (
        <CheckStep check={step.check} />
      )}
    </Dialog>
  );
}

function ImportFooter({
  step,
  busy,
  checking,
  importing,
  onCancel,
  onBack,
  onCheck,
  onImport,
}: {
  step: Step;
  busy: boolean;
  checking: boolean;
  importing: boolean;
  onCancel: () => void;
  onBack: (step: Step) => void;
  onCheck: () => void;
  onImport: () => void;
}) {
  if (step.kind === "file") {
    return (
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    );
  }
  if (step.kind === "mapping") {
    return (
      <>
        <Button variant="outline" onClick={() => onBack({ kind: "file" })} disabled={busy}>
          Choose another file
        </Button>
        <Button onClick={onCheck} disabled={busy}>
          {checking ? "Checking..." : "Check rows"}
        </Button>
      </>
    );
  }
  const count = step.check.cases.length;
  return (
    <>
      <Button
        variant="outline"
        onClick={() => onBack({ ...step, kind: "mapping" })}
        disabled={busy}
      >
        Back to columns
      </Button>
      <Button onClick={onImport} disabled={busy || !step.check.valid}>
        {importing ? "Importing..." : `Import ${count} ${count === 1 ? "case" : "cases"}`}
      </Button>
    </>
  );
}

function FileStep({
  busy,
  reading,
  onFile,
}: {
  busy: boolean;
  reading: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const fileId = useId();
  return (
    <div className="space-y-3">
      <label htmlFor={fileId} className="block text-sm font-semibold text-ink-900">
        CSV file
      </label>
      <input
        id={fileId}
        type="file"
        accept=".csv,text/csv"
        disabled={busy}
        onChange={(event) => onFile(event.target.files?.[0])}
        className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      />
      <p className="text-sm text-ink-600">
        Comma or semicolon separated, as Excel, Numbers or Google Sheets save it. Dates as
        MM/DD/YYYY or YYYY-MM-DD; amounts may have $ and thousands separators.
      </p>
      <p className="text-sm text-ink-600">
        A row with a jurisdiction gets its method as New Case sets it, rate included where a statute
        or a rate table gives one; a column for compounding, year basis, rounding, crediting, costs
        or a rate schedule changes that part. A case list exported from Owed imports back as it was.
      </p>
      {reading ? <p role="status">Reading the file...</p> : null}
    </div>
  );
}

function MappingStep({
  preview,
  mapping,
  onChange,
}: {
  preview: ImportPreviewDto;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const set = (key: ImportFieldKey, raw: string) =>
    onChange({ ...mapping, [key]: raw === "" ? null : Number(raw) });
  const fieldId = useId();
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">Columns</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_FIELDS.map((field) => (
            // The label names the select on its own: wrapped, its name would run on into every
            // option's text, and a screen reader would read the whole file's header for each.
            <div key={field.key} className="block text-sm">
              <label htmlFor={`${fieldId}-${field.key}`} className="font-medium text-ink-800">
                {field.label}
                {field.required ? <span className="text-red-700"> (required)</span> : null}
              </label>
              <select
                id={`${fieldId}-${field.key}`}
                className={`${inputClasses} mt-1`}
                value={mapping[field.key] ?? ""}
                onChange={(event) => set(field.key, event.target.value)}
              >
                <option value="">Not imported</option>
                {preview.columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
                  <option key={index} value={index}>
                    {columnLetter(index)}: {column || "(no header)"}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="import-preview-title">
        <h3 id="import-preview-title" className="text-sm font-semibold text-ink-900">
          First rows of the file
        </h3>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus */}
        <div className="mt-2 overflow-x-auto rounded-md border border-slate-200" tabIndex={0}>
          <table className="min-w-full text-left text-xs">
            <thead className="bg-slate-50 text-ink-700">
              <tr>
                {preview.columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
                  <th key={index} scope="col" className="px-2 py-1.5 font-semibold">
                    {columnLetter(index)}: {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {preview.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file have no identity
                <tr key={r}>
                  {preview.columns.map((_, c) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
                      key={c}
                      className="max-w-48 truncate px-2 py-1.5 text-ink-800"
                    >
                      {row[c] ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

function CheckStep({ check }: { check: ImportCheckDto }) {
  if (check.problemCount > 0) {
    return (
      <section aria-labelledby="import-problems-title">
        <h3 id="import-problems-title" className="font-semibold text-red-800">
          {check.problemCount} {check.problemCount === 1 ? "problem" : "problems"} to fix before
          importing
        </h3>
        <p className="mt-1 text-sm text-ink-700">
          Nothing will be imported until every row passes. Fix the file (or the columns) and check
          again.
        </p>
        <ul aria-label="Problems" className="mt-3 space-y-1 text-sm">
          {check.problems.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line may have several problems
            <li key={i} className="rounded bg-red-50 px-3 py-1.5 text-red-900">
              <span className="font-semibold">Line {p.line}:</span> {p.message}
            </li>
          ))}
        </ul>
        {check.problemCount > check.problems.length ? (
          <p className="mt-2 text-sm text-ink-600">The first {check.problems.length} are listed.</p>
        ) : null}
      </section>
    );
  }
  return (
    <section aria-labelledby="import-ready-title">
      <h3 id="import-ready-title" className="font-semibold text-ink-900">
        Every row passed: {check.cases.length} {check.cases.length === 1 ? "case" : "cases"} and{" "}
        {check.transactions} {check.transactions === 1 ? "transaction" : "transactions"}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus */}
      <div className="mt-3 max-h-96 overflow-auto rounded-md border border-slate-200" tabIndex={0}>
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Cases to import with today's payoff</caption>
          <thead className="bg-slate-50 text-ink-700">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Case
              </th>
              <th scope="col" className="hidden px-2 py-2 sm:px-3 sm:table-cell">
                Case number
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right">
                Entries
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right">
                Payoff today
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {check.cases.map((c) => (
              <tr key={`${c.line}-${c.courtCaseNumber}`}>
                <td className="px-2 py-2 sm:px-3 text-ink-900">
                  {c.caseName}
                  <span className="block text-xs text-ink-600 sm:hidden">{c.courtCaseNumber}</span>
                </td>
                <td className="hidden px-2 py-2 sm:px-3 text-ink-700 sm:table-cell">
                  {c.courtCaseNumber}
                </td>
                <td className="px-2 py-2 sm:px-3 text-right tabular">{c.transactions}</td>
                <td className="px-2 py-2 sm:px-3 text-right tabular">
                  {c.isEnded ? "Paid in full" : formatMoney(c.payoff)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

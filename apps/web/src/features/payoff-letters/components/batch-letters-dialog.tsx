import { zodResolver } from "@hookform/resolvers/zod";
import { type CaseDto, type LetterFormat, payoffLetterPreviewRequest } from "@owed/domain";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { type BatchCheck, useCheckPayoffLetters } from "../api/check-payoff-letters.ts";
import { useDownloadPayoffLetters } from "../api/download-payoff-letters.ts";
import type { LetterRequest } from "../api/preview-payoff-letter.ts";
import {
  defaultLetterValues,
  type LetterFormValues,
  latestLetterDate,
} from "../utils/letter-form.ts";
import { refusalText } from "../utils/refusal.ts";
import { LetterRequestFields } from "./letter-request-fields.tsx";

/** The cases a batch may name: open ones (an ended case takes no letter). */
export function letterCandidates(cases: readonly CaseDto[]): CaseDto[] {
  return cases.filter((item) => !item.isEnded);
}

/** The candidates whose name, court or case number holds the search (any case, any order). */
export function matchingCases(cases: readonly CaseDto[], search: string): CaseDto[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...cases];
  return cases.filter((item) => {
    const text = `${item.caseName} ${item.courtCaseNumber} ${item.courtName}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** What a check said, and for which request and cases: a change of either asks again. */
interface Checked {
  request: LetterRequest;
  letters: BatchCheck["letters"];
}

const sameRequest = (a: LetterRequest, b: LetterRequest) =>
  a.date === b.date &&
  a.goodThrough.unit === b.goodThrough.unit &&
  a.goodThrough.count === b.goodThrough.count;

/**
 * "Payoff letters…" on the dashboard (docs/letters-and-plans.md, "Letters for several cases"):
 * the workspace's open cases to tick (searchable), a date and a good-through table, a check that
 * lists the cases that can have no letter and why (and leaves them out on request), then one ZIP.
 */
export function BatchLettersDialog({
  open,
  onOpenChange,
  cases,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cases: readonly CaseDto[];
  today: string;
}) {
  const check = useCheckPayoffLetters();
  const download = useDownloadPayoffLetters();
  const busy = check.isPending || download.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Payoff letters"
      description="One letter for each case you choose, for the same payoff date and good-through table, in one ZIP file."
      size="lg"
      busy={busy}
      bare
    >
      {open ? (
        <BatchLettersForm
          cases={letterCandidates(cases)}
          today={today}
          check={check}
          download={download}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

type Mutations = {
  check: ReturnType<typeof useCheckPayoffLetters>;
  download: ReturnType<typeof useDownloadPayoffLetters>;
};

/** The batch's state: the cases ticked, the last check and what it said, and the two actions. */
function useBatch(
  cases: CaseDto[],
  today: string,
  { check, download }: Mutations,
  onDone: () => void,
) {
  const form = useForm<LetterFormValues, unknown, LetterRequest>({
    resolver: zodResolver(payoffLetterPreviewRequest),
    defaultValues: defaultLetterValues(today),
  });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [format, setFormat] = useState<LetterFormat>("pdf");
  const chosenIds = cases.filter((item) => chosen.has(item.id)).map((item) => item.id);
  const refused = (checked?.letters ?? []).filter(
    (letter) => letter.refusal !== null && chosen.has(letter.caseId),
  );
  const allClear =
    checked !== null &&
    chosenIds.length > 0 &&
    chosenIds.every((id) => checked.letters.some((l) => l.caseId === id && l.refusal === null));

  const choose = (next: ReadonlySet<string>) => {
    setChosen(next);
    setProblem(null);
  };
  const runCheck = form.handleSubmit((request) => {
    if (chosenIds.length === 0) {
      setProblem("Choose at least one case.");
      return;
    }
    setProblem(null);
    check.mutate(
      { ...request, caseIds: chosenIds },
      {
        onSuccess: (answer) => setChecked({ request, letters: answer.letters }),
        onError: (error) => setProblem(refusalText(error, "The cases could not be checked.")),
      },
    );
  });
  const runDownload = form.handleSubmit((request) => {
    // The figures asked for moved since the check: check again first.
    if (!checked || !sameRequest(checked.request, request)) {
      setChecked(null);
      setProblem("The date or the table changed since the check: check the letters again.");
      return;
    }
    download.mutate(
      { ...request, format, caseIds: chosenIds },
      {
        onSuccess: (saved) => {
          toast.success(`Downloaded ${saved.fileName}`);
          onDone();
        },
        onError: (error) => setProblem(refusalText(error, "The letters could not be written.")),
      },
    );
  });
  const requestChanged = () => {
    setChecked(null);
    setProblem(null);
  };
  const leaveOut = () => {
    const next = new Set(chosen);
    for (const letter of refused) next.delete(letter.caseId);
    choose(next);
  };
  return {
    form,
    chosen,
    chosenIds,
    choose,
    format,
    setFormat,
    problem,
    refused,
    allClear,
    runCheck,
    runDownload,
    requestChanged,
    leaveOut,
  };
}

function BatchLettersForm({
  cases,
  today,
  check,
  download,
  onDone,
}: Mutations & { cases: CaseDto[]; today: string; onDone: () => void }) {
  const batch = useBatch(cases, today, { check, download }, onDone);
  const busy = check.isPending || download.isPending;
  return (
    <form noValidate onSubmit={batch.runCheck} aria-label="Payoff letters for several cases">
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <div onChangeCapture={batch.requestChanged}>
          <LetterRequestFields
            form={batch.form}
            idPrefix="batch-letters"
            earliest={null}
            latest={latestLetterDate(today)}
          />
        </div>
        <FormatChoice value={batch.format} onChange={batch.setFormat} />
        <CaseChecklist cases={cases} chosen={batch.chosen} onChoose={batch.choose} />
        {batch.problem ? <FormAlert>{batch.problem}</FormAlert> : null}
        {batch.refused.length > 0 ? (
          <Refusals refused={batch.refused} onLeaveOut={batch.leaveOut} />
        ) : batch.allClear ? (
          <FormAlert tone="success">
            {batch.chosenIds.length === 1
              ? "The case can have a letter."
              : `All ${batch.chosenIds.length} cases can have a letter.`}
          </FormAlert>
        ) : null}
      </div>
      <footer className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="outline" disabled={busy}>
          {check.isPending ? "Checking..." : "Check letters"}
        </Button>
        <Button onClick={() => void batch.runDownload()} disabled={!batch.allClear || busy}>
          {download.isPending ? "Writing the letters..." : "Download ZIP"}
        </Button>
      </footer>
    </form>
  );
}

const FORMATS = [
  ["pdf", "PDF"],
  ["docx", "Word (.docx)"],
] as const;

function FormatChoice({
  value,
  onChange,
}: {
  value: LetterFormat;
  onChange: (format: LetterFormat) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink-700">Letters as</legend>
      <div className="mt-1.5 flex gap-4 text-sm">
        {FORMATS.map(([format, label]) => (
          <label key={format} className="flex items-center gap-2">
            <input
              type="radio"
              name="batch-letters-format"
              value={format}
              checked={value === format}
              onChange={() => onChange(format)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The open cases to tick, narrowed by a search; "Choose all shown" and "Clear". */
function CaseChecklist({
  cases,
  chosen,
  onChoose,
}: {
  cases: CaseDto[];
  chosen: ReadonlySet<string>;
  onChoose: (next: ReadonlySet<string>) => void;
}) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const shown = useMemo(() => matchingCases(cases, search), [cases, search]);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChoose(next);
  };
  const count = cases.filter((item) => chosen.has(item.id)).length;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink-800">
        Cases ({count} of {cases.length} chosen)
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={searchId} className="sr-only">
          Search cases
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder="Search by name, court or case number"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:flex-1"
        />
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChoose(new Set([...chosen, ...shown.map((item) => item.id)]))}
            disabled={shown.length === 0}
          >
            Choose all shown
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChoose(new Set())}
            disabled={chosen.size === 0}
          >
            Clear
          </Button>
        </div>
      </div>
      {cases.length === 0 ? (
        <p className="text-sm text-ink-600">No open case to write to.</p>
      ) : shown.length === 0 ? (
        <p role="status" className="text-sm text-ink-600">
          No case matches “{search}”.
        </p>
      ) : (
        <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
          {shown.map((item) => (
            <li key={item.id}>
              <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0"
                  checked={chosen.has(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                />
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink-900">
                    {item.caseName}
                  </span>
                  <span className="block text-xs break-words text-ink-500">
                    {[item.courtCaseNumber, item.courtName].filter(Boolean).join(" · ")}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The chosen cases the check refused, each with the server's reason, and "Leave them out". */
function Refusals({
  refused,
  onLeaveOut,
}: {
  refused: BatchCheck["letters"];
  onLeaveOut: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">
        {refused.length === 1
          ? "1 case cannot have a letter:"
          : `${refused.length} cases cannot have a letter:`}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {refused.map((letter) => (
          <li key={letter.caseId}>
            <span className="font-semibold">{letter.caseName}</span>: {letter.refusal}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-3" onClick={onLeaveOut}>
        Leave them out
      </Button>
    </div>
  );
}

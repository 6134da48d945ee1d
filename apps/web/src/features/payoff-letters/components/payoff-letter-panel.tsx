import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CaseDto,
  formatUsDate,
  type LetterFormat,
  payoffLetterPreviewRequest,
} from "@owed/domain";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { useDownloadPayoffLetter } from "../api/download-payoff-letter.ts";
import {
  type LetterRequest,
  type PayoffLetter,
  usePayoffLetterPreview,
} from "../api/preview-payoff-letter.ts";
import {
  defaultLetterValues,
  type LetterFormValues,
  latestLetterDate,
  letterMoney,
  UNIT_LABELS,
} from "../utils/letter-form.ts";
import { refusalText } from "../utils/refusal.ts";
import { LetterPreview } from "./letter-preview.tsx";
import { LetterRequestFields } from "./letter-request-fields.tsx";

export interface PayoffLetterPanelProps {
  caseItem: CaseDto;
  /** A viewer previews letters; a download is recorded in the case's history, so not theirs. */
  readOnly: boolean;
}

/**
 * The case page's "Payoff letter" (docs/letters-and-plans.md, "Payoff letters"): a payoff date
 * and a good-through table chosen, the letter previewed as the debtor will read it, then
 * downloaded as PDF or Word. A case that can have no letter says why, in the server's words.
 */
export function PayoffLetterPanel({ caseItem, readOnly }: PayoffLetterPanelProps) {
  return (
    <Card
      titleId="payoff-letter-title"
      title="Payoff letter"
      description="A letter to the debtor on your letterhead: the payoff on a date, the interest per day after it, and a table of what closes the judgment on each day or week after."
      headerClassName="px-4 py-3 sm:px-5"
      className="min-w-0"
    >
      <div className="px-4 py-4 sm:px-5">
        {caseItem.isEnded ? (
          <p className="text-sm text-ink-700">
            This case has ended
            {caseItem.endedOn ? ` (${formatUsDate(caseItem.endedOn)})` : ""}, so it takes no payoff
            letter. Reopen it first if the debtor still owes.
          </p>
        ) : (
          // Keyed by case: another case starts from its own today and no preview.
          <LetterChooser key={caseItem.id} caseItem={caseItem} readOnly={readOnly} />
        )}
      </div>
    </Card>
  );
}

function LetterChooser({ caseItem, readOnly }: PayoffLetterPanelProps) {
  const today = caseItem.asOf;
  const form = useForm<LetterFormValues, unknown, LetterRequest>({
    resolver: zodResolver(payoffLetterPreviewRequest),
    defaultValues: defaultLetterValues(today),
  });
  // The preview is drawn when asked, not at every keystroke; downloads are of the letter shown.
  const [shown, setShown] = useState<LetterRequest | null>(null);
  const preview = usePayoffLetterPreview(caseItem.id, shown);
  // A changed date or table puts the letter away: what is downloaded is always what was shown.
  useEffect(() => {
    const watching = form.watch(() => setShown(null));
    return () => watching.unsubscribe();
  }, [form]);

  return (
    <div className="space-y-5">
      <form
        noValidate
        aria-label="Payoff letter"
        onSubmit={form.handleSubmit((request) => setShown(request))}
        className="space-y-4"
      >
        <LetterRequestFields
          form={form}
          idPrefix={`letter-${caseItem.id}`}
          earliest={caseItem.judgmentDate}
          latest={latestLetterDate(today)}
        />
        <Button type="submit" variant="outline" size="sm">
          Preview letter
        </Button>
      </form>

      {shown === null ? null : preview.isPending ? (
        <p role="status" className="text-sm text-ink-500">
          Writing the letter...
        </p>
      ) : preview.isError ? (
        <FormAlert>{refusalText(preview.error, "The letter could not be written.")}</FormAlert>
      ) : (
        <LetterShown
          caseId={caseItem.id}
          request={shown}
          letter={preview.data}
          readOnly={readOnly}
        />
      )}
    </div>
  );
}

function LetterShown({
  caseId,
  request,
  letter,
  readOnly,
}: {
  caseId: string;
  request: LetterRequest;
  letter: PayoffLetter;
  readOnly: boolean;
}) {
  const download = useDownloadPayoffLetter(caseId);
  const save = (format: LetterFormat) =>
    download.mutate(
      { ...request, format },
      {
        onSuccess: (saved) => toast.success(`Downloaded ${saved.fileName}`),
        onError: (error) => toast.error(refusalText(error, "The letter could not be downloaded.")),
      },
    );
  const lines = `${request.goodThrough.count} ${UNIT_LABELS[request.goodThrough.unit].lines}`;
  return (
    <section aria-label="Letter preview" className="space-y-4">
      <dl className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-600">Payoff on {formatUsDate(letter.date)}</dt>
          <dd className="text-lg font-semibold tabular-nums text-ink-900">
            {letterMoney(letter.payoff)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-600">Interest per day after</dt>
          <dd className="text-lg font-semibold tabular-nums text-ink-900">
            {letterMoney(letter.perDiem)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-600">Good-through table</dt>
          <dd className="text-lg font-semibold text-ink-900">{lines}</dd>
        </div>
      </dl>
      {letter.warnings.length > 0 ? (
        <div className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">Before you send it</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {letter.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {readOnly ? (
        <p className="text-sm text-ink-600">
          Your role (viewer) can preview letters. Owners and editors download them, since each
          letter sent is recorded in the case's history.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => save("pdf")} disabled={download.isPending}>
            Download PDF
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => save("docx")}
            disabled={download.isPending}
          >
            Download Word
          </Button>
        </div>
      )}
      <LetterPreview letter={letter} titleId={`letter-preview-${caseId}`} />
    </section>
  );
}

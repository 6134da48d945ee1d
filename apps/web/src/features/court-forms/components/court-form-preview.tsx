import type { CourtFormDto, CourtFormRequest } from "@owed/domain";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDownloadCourtForm } from "../api/download-court-form.ts";
import { useCourtFormPreview } from "../api/fill-court-form.ts";
import { PdfPreview } from "./pdf-preview.tsx";

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;

/** The form filled as asked: its blanks listed, its pages drawn, and the two downloads. */
export function CourtFormPreview({
  caseId,
  form,
  request,
}: {
  caseId: string;
  form: CourtFormDto;
  request: CourtFormRequest;
}) {
  const preview = useCourtFormPreview(caseId, form.id, request);
  const download = useDownloadCourtForm(caseId);
  const name = `${form.number} ${form.title}`;
  const save = (flattened: boolean) =>
    download.mutate(
      { form: form.id, body: { ...request, flattened } },
      {
        onSuccess: (filled) => toast.success(`Downloaded ${filled.fileName}`),
        onError: (error) => toast.error(messageOf(error, "The form could not be downloaded.")),
      },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => save(false)} disabled={download.isPending}>
          Download PDF
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => save(true)}
          disabled={download.isPending}
        >
          Download flattened PDF
        </Button>
      </div>
      {preview.isPending ? (
        <p role="status" className="text-sm text-ink-500">
          Filling the form...
        </p>
      ) : preview.isError ? (
        <FormAlert>{messageOf(preview.error, "The form could not be filled.")}</FormAlert>
      ) : (
        <>
          {preview.data.warnings.length > 0 ? (
            <div className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <p className="font-semibold" id={`${form.id}-warnings`}>
                Left blank on this form:
              </p>
              <ul
                aria-labelledby={`${form.id}-warnings`}
                className="mt-1 list-disc space-y-0.5 pl-5"
              >
                {preview.data.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-ink-600">Every field of this form is filled.</p>
          )}
          <section aria-label={`Preview of ${name}`} className="rounded-md bg-slate-100 p-2 sm:p-4">
            <PdfPreview pdf={preview.data.pdf} title={name} />
          </section>
        </>
      )}
    </div>
  );
}

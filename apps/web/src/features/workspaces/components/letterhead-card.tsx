import { zodResolver } from "@hookform/resolvers/zod";
import {
  EMPTY_LETTERHEAD,
  LETTERHEAD_CSV_COLUMNS,
  LETTERHEAD_CSV_MAX_BYTES,
  type Letterhead,
  letterheadSchema,
  roleAllows,
} from "@owed/domain";
import { type HTMLInputTypeAttribute, useEffect, useId, useRef, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { WorkspaceDto } from "../../../lib/current-workspace.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { useLetterhead, useSaveLetterhead } from "../api/letterhead.ts";
import { failureText } from "../utils/failure.ts";
import { readLetterheadCsv, TOO_LARGE } from "../utils/letterhead-csv.ts";
import { CardLoadFailure, CardLoading } from "./card-load-states.tsx";
import { SettingsCard } from "./settings-card.tsx";

type Values = z.input<typeof letterheadSchema>;
type Field = keyof Letterhead;

interface FieldSpec {
  name: Field;
  label: string;
  autoComplete: string;
  type?: HTMLInputTypeAttribute;
  /** Columns of 6 from a small screen up (one column on a phone). */
  span: 1 | 2 | 3 | 6;
  hint?: string;
}

// The form's order is the court forms' caption order: who, their bar number, the firm, where,
// how to reach them, and whom they represent.
const FIELDS: readonly FieldSpec[] = [
  { name: "attorneyName", label: "Attorney name", autoComplete: "name", span: 3 },
  { name: "barNumber", label: "State Bar number", autoComplete: "off", span: 3 },
  { name: "firm", label: "Firm name", autoComplete: "organization", span: 6 },
  { name: "street", label: "Street address", autoComplete: "street-address", span: 6 },
  { name: "city", label: "City", autoComplete: "address-level2", span: 3 },
  {
    name: "state",
    label: "State",
    autoComplete: "address-level1",
    span: 1,
    hint: "2 letters",
  },
  { name: "zip", label: "ZIP code", autoComplete: "postal-code", span: 2 },
  { name: "phone", label: "Telephone", autoComplete: "tel", type: "tel", span: 3 },
  { name: "fax", label: "Fax", autoComplete: "off", type: "tel", span: 3 },
  { name: "email", label: "E-mail", autoComplete: "email", type: "email", span: 6 },
  {
    name: "attorneyFor",
    label: "Attorney for",
    autoComplete: "off",
    span: 6,
    hint: "Whom the attorney represents, as the forms say it: e.g. Plaintiff Acme Supply, Inc.",
  },
];

// Written out whole so Tailwind finds each class.
const SPAN: Record<FieldSpec["span"], string> = {
  1: "sm:col-span-1",
  2: "sm:col-span-2",
  3: "sm:col-span-3",
  6: "sm:col-span-6",
};

const isField = (name: string): name is Field => name in EMPTY_LETTERHEAD;

/** The schema's own bound, so the box stops where the server would refuse. */
const maxLengthOf = (name: Field): number | undefined =>
  letterheadSchema.shape[name].maxLength ??
  (name === "state" ? 2 : name === "zip" ? 10 : undefined);

/**
 * The workspace's letterhead: who signs its court forms, statements and letters
 * (docs/court-forms.md, "Letterhead"). Owners and editors change it; viewers read it.
 */
export function LetterheadCard({ workspace }: { workspace: WorkspaceDto }) {
  const letterhead = useLetterhead(workspace.id);
  const canEdit = roleAllows(workspace.role, "edit");
  return (
    <SettingsCard
      titleId="letterhead-title"
      title="Letterhead"
      description="Printed at the top of every payoff statement and report, and on the court forms."
    >
      {letterhead.data ? (
        <LetterheadForm workspace={workspace} saved={letterhead.data} canEdit={canEdit} />
      ) : letterhead.isError ? (
        <CardLoadFailure
          what="The letterhead"
          error={letterhead.error}
          retry={() => letterhead.refetch()}
        />
      ) : (
        <CardLoading what="the letterhead" />
      )}
    </SettingsCard>
  );
}

function LetterheadForm({
  workspace,
  saved,
  canEdit,
}: {
  workspace: WorkspaceDto;
  saved: Letterhead;
  canEdit: boolean;
}) {
  const save = useSaveLetterhead(workspace.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Letterhead>({
    resolver: zodResolver(letterheadSchema),
    defaultValues: saved,
  });
  const { isDirty } = form.formState;
  const [imported, setImported] = useState<{ fileName: string } | { error: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();

  // The exported letterhead file (docs/court-forms.md, "Letterhead") fills the fields; nothing is
  // sent until the user has looked them over and saved.
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const reading =
      file.size > LETTERHEAD_CSV_MAX_BYTES ? TOO_LARGE : readLetterheadCsv(await file.text());
    if (!reading.ok) {
      setImported({ error: reading.message });
      return;
    }
    setFormError(null);
    for (const { key } of LETTERHEAD_CSV_COLUMNS) {
      form.setValue(key, reading.values[key], { shouldDirty: true });
    }
    setImported({ fileName: file.name });
    // A value the form would refuse shows under its field now, not only at Save.
    await form.trigger();
  };

  // A save by another member (read again on focus) shows here unless this one is typing.
  useEffect(() => {
    if (!isDirty) form.reset(saved);
  }, [saved, isDirty, form]);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: ({ letterhead, message }) => {
        toast.success(message);
        setImported(null);
        form.reset(letterhead);
      },
      onError: (failure) => setFormError(placeFailure(failure, form)),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4 px-5 py-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {imported && "error" in imported ? <FormAlert>{imported.error}</FormAlert> : null}
      {imported && "fileName" in imported ? (
        <FormAlert tone="info">
          Filled from {imported.fileName}. Review the fields, then Save Letterhead.
        </FormAlert>
      ) : null}
      {canEdit ? null : (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-ink-700">
          Your role in this workspace is viewer: owners and editors change the letterhead.
        </p>
      )}
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-6">
        <legend className="sr-only">Letterhead</legend>
        {FIELDS.map((field) => {
          const id = `letterhead-${field.name}`;
          const error = form.formState.errors[field.name]?.message;
          return (
            <FormField
              key={field.name}
              id={id}
              label={field.label}
              error={error}
              hint={field.hint}
              className={SPAN[field.span]}
            >
              <Input
                {...fieldA11y(id, error, field.hint !== undefined)}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                maxLength={maxLengthOf(field.name)}
                readOnly={!canEdit}
                {...form.register(field.name)}
              />
            </FormField>
          );
        })}
      </fieldset>
      {canEdit ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          {/* The button opens the chooser; the input stays labelled for assistive technology. */}
          <input
            ref={fileInput}
            id={fileInputId}
            type="file"
            accept=".csv,text/csv"
            aria-label="Letterhead file"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const input = event.currentTarget;
              void importFile(input.files?.[0]).finally(() => {
                // Choosing the same file again reads it again.
                input.value = "";
              });
            }}
          />
          <Button
            variant="outline"
            aria-describedby={`${fileInputId}-hint`}
            onClick={() => fileInput.current?.click()}
            className="w-full sm:w-auto"
          >
            Import from file
          </Button>
          <span id={`${fileInputId}-hint`} className="sr-only">
            The letterhead CSV file from Export everything
          </span>
          <Button type="submit" disabled={!isDirty || save.isPending} className="w-full sm:w-auto">
            {save.isPending ? "Saving..." : "Save Letterhead"}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/**
 * A refused save: the server's word on each field goes under it; anything else is the sentence
 * above the form (null when the session ended, which the app has already said).
 */
function placeFailure(error: unknown, form: UseFormReturn<Values, unknown, Letterhead>) {
  const placed =
    error instanceof ApiError &&
    !error.sessionExpired &&
    placeFieldErrors(
      error.fieldErrors,
      (field) => (isField(field) ? field : undefined),
      form.setError,
    );
  return placed ? null : failureText(error, "The letterhead could not be saved.");
}

import { zodResolver } from "@hookform/resolvers/zod";
import {
  CASE_KIND_LABELS,
  CASE_KINDS,
  type CaseDto,
  type CourtFacts,
  courtFactsSchema,
  JUDGMENT_KIND_LABELS,
  JUDGMENT_KINDS,
  MAX_PARTIES,
  type Party,
} from "@owed/domain";
import { type FieldPath, type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { useSaveCourtFacts } from "../api/court-facts.ts";
import { endedSession, forbiddenMessage } from "../utils/api-errors.ts";
import { DIALOG_TOAST } from "../utils/dialog-toast.ts";
import { FormSection } from "./case-form-fields.tsx";

// The court details a court's forms ask for (docs/court-forms.md, "The facts a form needs"),
// edited whole and checked with the API's own schema, so a refusal reads the same in both.

type FactsInput = z.input<typeof courtFactsSchema>;
type FactsForm = UseFormReturn<FactsInput, unknown, CourtFacts>;
type Role = "creditors" | "debtors";

const FORM_ID = "court-details-form";

const EMPTY_PARTY: Party = { name: "", entityType: "", street: "", city: "", state: "", zip: "" };

/** The debtor the case was created with, as a party; null when it has none by field. */
export function debtorOnFile(item: CaseDto): Party | null {
  if (item.debtorFirm.trim() === "") return null;
  return {
    name: item.debtorFirm.trim(),
    entityType: "",
    street: item.debtorStreet.trim(),
    city: item.debtorCity.trim(),
    state: item.debtorState.trim(),
    zip: item.debtorZip.trim(),
  };
}

export function CourtDetailsDialog({
  item,
  facts,
  onClose,
}: {
  item: CaseDto;
  facts: CourtFacts;
  onClose: () => void;
}) {
  const save = useSaveCourtFacts();
  const form: FactsForm = useForm<FactsInput, unknown, CourtFacts>({
    resolver: zodResolver(courtFactsSchema),
    defaultValues: facts,
    mode: "onTouched",
  });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit((values) =>
    save.mutate(
      { caseId: item.id, facts: values },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          if (endedSession(error)) return;
          if (error instanceof ApiError && error.status === 400) {
            const placed = placeFieldErrors(
              error.fieldErrors,
              (field) => field as FieldPath<FactsInput>,
              setError,
            );
            if (!placed) setError("root.server", { message: error.message });
            return;
          }
          toast.error(forbiddenMessage(error, "Failed to save the court details"), DIALOG_TOAST);
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : onClose())}
      busy={save.isPending}
      size="lg"
      title={`Court details - ${item.caseName}`}
      description="The parties, the court and the kind of judgment, as the court's forms ask for them."
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save court details"}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-8">
        {formState.errors.root?.server?.message ? (
          <FormAlert>{formState.errors.root.server.message}</FormAlert>
        ) : null}
        <FormSection title="Judgment creditors">
          <Parties form={form} list="creditors" item={item} />
          <CheckboxField
            form={form}
            name="creditorIsAssignee"
            label="The creditor is an assignee of record"
            hint="Not the original judgment creditor: the judgment was assigned to them."
          />
        </FormSection>
        <FormSection title="Judgment debtors">
          <Parties form={form} list="debtors" item={item} />
          <CheckboxField
            form={form}
            name="amountsDifferByDebtor"
            label="The amounts owed differ by debtor"
            hint="A writ then lists each debtor's amounts; a single set of figures would be wrong."
          />
        </FormSection>
        <FormSection title="Court">
          <CourtFields form={form} />
        </FormSection>
        <FormSection title="Case and judgment">
          <KindFields form={form} />
        </FormSection>
      </form>
    </Dialog>
  );
}

const ROLE_WORDS = {
  creditors: { one: "creditor", title: "Creditor" },
  debtors: { one: "debtor", title: "Debtor" },
} as const;

function Parties({ form, list: role, item }: { form: FactsForm; list: Role; item: CaseDto }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: role });
  const words = ROLE_WORDS[role];
  const listError =
    form.formState.errors[role]?.message ?? form.formState.errors[role]?.root?.message;
  const onFile = role === "debtors" && fields.length === 0 ? debtorOnFile(item) : null;
  return (
    <div className="space-y-4">
      {fields.length === 0 ? (
        <p className="text-sm text-ink-500">No {words.one} recorded.</p>
      ) : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="rounded-lg border border-slate-200 px-4 pt-2 pb-4">
          <legend className="px-1 text-sm font-semibold text-ink-900">
            {words.title} {index + 1}
          </legend>
          <PartyFields form={form} role={role} index={index} />
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => remove(index)}
            aria-label={`Remove ${words.one} ${index + 1}`}
          >
            Remove {words.one}
          </Button>
        </fieldset>
      ))}
      {listError ? <p className="text-sm text-red-700">{listError}</p> : null}
      <div className="flex flex-wrap gap-2">
        {fields.length < MAX_PARTIES ? (
          <Button variant="outline" size="sm" onClick={() => append({ ...EMPTY_PARTY })}>
            Add {words.one}
          </Button>
        ) : (
          <p className="text-xs text-ink-500">
            At most {MAX_PARTIES} {role}.
          </p>
        )}
        {onFile ? (
          <Button variant="outline" size="sm" onClick={() => append(onFile)}>
            Use the debtor on file ({onFile.name})
          </Button>
        ) : null}
      </div>
    </div>
  );
}

const PARTY_FIELDS = [
  ["name", "Name", "sm:col-span-6", false, undefined],
  [
    "entityType",
    "Type of entity",
    "sm:col-span-6",
    true,
    "Leave blank for a person; else e.g. corporation, limited liability company.",
  ],
  ["street", "Street address", "sm:col-span-6", true, "The last known address."],
  ["city", "City", "sm:col-span-3", true, undefined],
  ["state", "State", "sm:col-span-1", true, undefined],
  ["zip", "ZIP code", "sm:col-span-2", true, undefined],
] as const satisfies readonly [keyof Party, string, string, boolean, string | undefined][];

function PartyFields({ form, role, index }: { form: FactsForm; role: Role; index: number }) {
  const errors = form.formState.errors[role]?.[index];
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {PARTY_FIELDS.map(([key, label, span, optional, hint]) => {
        const id = `court-${role}-${index}-${key}`;
        const error = errors?.[key]?.message;
        return (
          <FormField
            key={key}
            id={id}
            label={label}
            optional={optional}
            hint={hint}
            error={error}
            className={span}
          >
            <Input
              autoComplete="off"
              inputMode={key === "zip" ? "numeric" : undefined}
              maxLength={key === "state" ? 2 : undefined}
              {...fieldA11y(id, error, hint !== undefined)}
              {...form.register(`${role}.${index}.${key}`)}
            />
          </FormField>
        );
      })}
    </div>
  );
}

function CheckboxField({
  form,
  name,
  label,
  hint,
}: {
  form: FactsForm;
  name: "creditorIsAssignee" | "amountsDifferByDebtor";
  label: string;
  hint: string;
}) {
  const id = `court-${name}`;
  return (
    <div className="mt-4 flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-700"
        aria-describedby={`${id}-hint`}
        {...form.register(name)}
      />
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      </div>
    </div>
  );
}

const COURT_FIELDS = [
  ["courtCounty", "County", "sm:col-span-3", "Superior Court of California, County of ..."],
  ["courtBranch", "Branch name", "sm:col-span-3", undefined],
  ["courtStreet", "Street address", "sm:col-span-6", undefined],
  ["courtMailingAddress", "Mailing address", "sm:col-span-6", "When it differs from the street."],
  ["courtCityZip", "City and ZIP code", "sm:col-span-6", undefined],
] as const;

function CourtFields({ form }: { form: FactsForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {COURT_FIELDS.map(([name, label, span, hint]) => {
        const id = `court-${name}`;
        const error = form.formState.errors[name]?.message;
        return (
          <FormField
            key={name}
            id={id}
            label={label}
            optional
            hint={hint}
            error={error}
            className={span}
          >
            <Input
              autoComplete="off"
              {...fieldA11y(id, error, hint !== undefined)}
              {...form.register(name)}
            />
          </FormField>
        );
      })}
    </div>
  );
}

const orNull = (value: unknown) => (value === "" || value === undefined ? null : value);

function KindFields({ form }: { form: FactsForm }) {
  const errors = form.formState.errors;
  const judgmentKind = form.watch("judgmentKind");
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-700">Limited or unlimited</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CASE_KINDS.map((kind) => (
            <Label
              key={kind}
              className="flex cursor-pointer items-start gap-2.5 rounded-md border border-slate-200 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={kind}
                className="mt-0.5 size-4 accent-brand-700"
                {...form.register("caseKind", { setValueAs: orNull })}
              />
              <span>{CASE_KIND_LABELS[kind]}</span>
            </Label>
          ))}
        </div>
        {errors.caseKind?.message ? (
          <p className="mt-1 text-sm text-red-700">{errors.caseKind.message}</p>
        ) : null}
      </fieldset>
      <FormField
        id="court-judgmentKind"
        label="The judgment is for"
        error={errors.judgmentKind?.message}
      >
        <select
          className="block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-ink-900 sm:text-sm"
          {...fieldA11y("court-judgmentKind", errors.judgmentKind?.message)}
          {...form.register("judgmentKind", { setValueAs: orNull })}
        >
          <option value="">Not recorded</option>
          {JUDGMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {JUDGMENT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </FormField>
      {judgmentKind === "other" ? (
        <FormField
          id="court-judgmentKindOther"
          label="What the judgment is for"
          hint="As the writ's item 22d prints it, e.g. unpaid rent under a commercial lease."
          error={errors.judgmentKindOther?.message}
        >
          <Input
            autoComplete="off"
            {...fieldA11y("court-judgmentKindOther", errors.judgmentKindOther?.message, true)}
            // Hidden for any other type: its value goes with it, as the server clears it then.
            {...form.register("judgmentKindOther", { shouldUnregister: true })}
          />
        </FormField>
      ) : null}
    </div>
  );
}

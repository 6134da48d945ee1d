import { zodResolver } from "@hookform/resolvers/zod";
import {
  isPersonalWorkspace,
  LETTER_TEXT_MAX,
  type LetterSettings,
  letterSettingsSchema,
  MERGE_FIELD_LABELS,
  MERGE_FIELDS,
  type MergeField,
  roleAllows,
  todayInTimeZone,
} from "@owed/domain";
import { useEffect, useState } from "react";
import { Controller, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { WorkspaceDto } from "../../../lib/current-workspace.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { useProfile } from "../../../lib/profile.ts";
import { useLetterSettings } from "../api/get-letter-settings.ts";
import { useMembers } from "../api/get-members.ts";
import { useLetterhead } from "../api/letterhead.ts";
import { useSaveLetterSettings } from "../api/save-letter-settings.ts";
import { failureText } from "../utils/failure.ts";
import { sampleMergeValues, sampleText } from "../utils/letter-samples.ts";
import { CardLoadFailure, CardLoading } from "./card-load-states.tsx";
import { SettingsCard } from "./settings-card.tsx";

type Values = z.input<typeof letterSettingsSchema>;
type Form = UseFormReturn<Values, unknown, LetterSettings>;
type TextField = "paymentInstructions" | "closingText";

const TEXTS: readonly { name: TextField; label: string; hint: string }[] = [
  {
    name: "paymentInstructions",
    label: "Payment instructions",
    hint: "How the debtor pays: to whom, where, by what means, what to write on the check.",
  },
  {
    name: "closingText",
    label: "Closing text",
    hint: "The last paragraph before the signature.",
  },
];

const textareaClasses =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-ink-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none read-only:bg-slate-50 aria-[invalid=true]:border-red-600 sm:text-sm";

/**
 * The workspace's payoff letter texts, with their merge fields and a live preview, and who is
 * e-mailed when a payment plan's installment is missed (docs/letters-and-plans.md). Owners and
 * editors change them; viewers read them.
 */
export function LetterSettingsCard({ workspace }: { workspace: WorkspaceDto }) {
  const settings = useLetterSettings(workspace.id);
  return (
    <SettingsCard
      titleId="letter-settings-title"
      title="Payoff letters"
      description="What every payoff letter says after its figures, and who hears of a missed installment."
    >
      {settings.data ? (
        <LetterSettingsForm
          workspace={workspace}
          saved={settings.data}
          canEdit={roleAllows(workspace.role, "edit")}
        />
      ) : settings.isError ? (
        <CardLoadFailure
          what="The letter settings"
          error={settings.error}
          retry={() => settings.refetch()}
        />
      ) : (
        <CardLoading what="the letter settings" />
      )}
    </SettingsCard>
  );
}

function LetterSettingsForm({
  workspace,
  saved,
  canEdit,
}: {
  workspace: WorkspaceDto;
  saved: LetterSettings;
  canEdit: boolean;
}) {
  const save = useSaveLetterSettings(workspace.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form: Form = useForm<Values, unknown, LetterSettings>({
    resolver: zodResolver(letterSettingsSchema),
    defaultValues: saved,
  });
  const { isDirty } = form.formState;
  // {{firm}} is the letterhead's firm in a letter; the sample says the same.
  const letterhead = useLetterhead(workspace.id);
  const firm =
    letterhead.data?.firm || (isPersonalWorkspace(workspace) ? "Your firm" : workspace.name);
  // A save by another member (read again on focus) shows here unless this one is typing.
  useEffect(() => {
    if (!isDirty) form.reset(saved);
  }, [saved, isDirty, form]);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: ({ settings, message }) => {
        toast.success(message);
        form.reset(settings);
      },
      onError: (failure) => setFormError(placeFailure(failure, form)),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5 px-5 py-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {canEdit ? null : (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-ink-700">
          Your role in this workspace is viewer: owners and editors change the letter settings.
        </p>
      )}
      <MergeFieldList />
      {TEXTS.map((text) => (
        <LetterTextField key={text.name} form={form} field={text} canEdit={canEdit} firm={firm} />
      ))}
      <Recipients form={form} workspace={workspace} canEdit={canEdit} />
      {canEdit ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={!isDirty || save.isPending} className="w-full sm:w-auto">
            {save.isPending ? "Saving..." : "Save Letter Settings"}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function MergeFieldList() {
  return (
    <details className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <summary className="cursor-pointer font-semibold text-ink-800">
        Merge fields: write them in braces, like {"{{payoff}}"}
      </summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {MERGE_FIELDS.map((field: MergeField) => (
          <div key={field} className="contents">
            <dt className="font-mono text-xs text-brand-800 sm:text-sm">{`{{${field}}}`}</dt>
            <dd className="mb-1 text-ink-700 sm:mb-0">{MERGE_FIELD_LABELS[field]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function LetterTextField({
  form,
  field,
  canEdit,
  firm,
}: {
  form: Form;
  field: (typeof TEXTS)[number];
  canEdit: boolean;
  firm: string;
}) {
  const id = `letter-settings-${field.name}`;
  const error = form.formState.errors[field.name]?.message;
  const text = useWatch({ control: form.control, name: field.name }) ?? "";
  const [today] = useState(browserToday);
  const sample = sampleText(text, field.label, sampleMergeValues(today, firm));
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <FormField id={id} label={field.label} error={error} hint={field.hint}>
        <textarea
          {...fieldA11y(id, error, true)}
          rows={5}
          maxLength={LETTER_TEXT_MAX}
          readOnly={!canEdit}
          className={textareaClasses}
          {...form.register(field.name)}
        />
      </FormField>
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-700" id={`${id}-preview-title`}>
          {field.label} in a letter
        </p>
        <output
          aria-labelledby={`${id}-preview-title`}
          aria-live="polite"
          className="mt-1.5 block min-h-24 rounded-md border border-dashed border-slate-300 bg-white px-3 py-2 font-serif text-sm whitespace-pre-line break-words text-ink-900"
        >
          {!sample.ok ? (
            <span className="font-sans text-red-700">{sample.error}</span>
          ) : sample.text ? (
            sample.text
          ) : (
            <span className="font-sans text-ink-500">Nothing yet: the letter leaves it out.</span>
          )}
        </output>
        <p className="mt-1 text-xs text-ink-500">
          With a sample case's figures; each letter fills in its own.
        </p>
      </div>
    </div>
  );
}

/** The members e-mailed once when an installment is missed; in a personal workspace, you. */
function Recipients({
  form,
  workspace,
  canEdit,
}: {
  form: Form;
  workspace: WorkspaceDto;
  canEdit: boolean;
}) {
  const personal = isPersonalWorkspace(workspace);
  const members = useMembers(personal ? null : workspace.id);
  const profile = useProfile();
  const people = personal
    ? profile.data
      ? [{ userId: profile.data.id, name: "Me", email: profile.data.email }]
      : []
    : (members.data?.members ?? []).map((m) => ({
        userId: m.userId,
        name: m.you ? `${m.name} (you)` : m.name,
        email: m.email,
      }));
  const failed = personal ? profile.isError : members.isError;
  return (
    <Controller
      control={form.control}
      name="planNoticeRecipients"
      render={({ field, fieldState }) => {
        const chosen = new Set(field.value.map((id) => id.toLowerCase()));
        const toggle = (userId: string, on: boolean) => {
          const rest = field.value.filter((id) => id.toLowerCase() !== userId.toLowerCase());
          field.onChange(on ? [...rest, userId] : rest);
        };
        return (
          <fieldset className="space-y-2" aria-describedby="plan-notice-hint">
            <legend className="text-sm font-medium text-ink-700">
              E-mail when a payment plan's installment is missed
            </legend>
            <p id="plan-notice-hint" className="text-xs text-ink-500">
              Each missed installment is e-mailed once to the members ticked here.
            </p>
            {failed ? (
              <FormAlert>The members could not be loaded.</FormAlert>
            ) : people.length === 0 ? (
              <Skeleton className="h-10 rounded-md" />
            ) : (
              <ul className="space-y-1">
                {people.map((person) => (
                  <li key={person.userId}>
                    <label className="flex items-start gap-3 text-sm">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0"
                        checked={chosen.has(person.userId.toLowerCase())}
                        disabled={!canEdit}
                        onChange={(event) => toggle(person.userId, event.target.checked)}
                      />
                      <span className="min-w-0 break-words">
                        <span className="font-semibold text-ink-900">{person.name}</span>{" "}
                        <span className="text-ink-500">{person.email}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {fieldState.error?.message ? (
              <p className="text-sm text-red-700">{fieldState.error.message}</p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

/** The sample's "today": the browser's calendar day is close enough for an example. */
function browserToday(): string {
  try {
    return todayInTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  } catch {
    return todayInTimeZone("UTC");
  }
}

const isField = (name: string): name is keyof LetterSettings =>
  name === "paymentInstructions" || name === "closingText" || name === "planNoticeRecipients";

/** A refused save: the server's word on each field goes under it; anything else above the form. */
function placeFailure(error: unknown, form: Form) {
  const placed =
    error instanceof ApiError &&
    !error.sessionExpired &&
    placeFieldErrors(
      error.fieldErrors,
      (field) => (isField(field) ? field : undefined),
      form.setError,
    );
  return placed ? null : failureText(error, "The letter settings could not be saved.");
}

import { zodResolver } from "@hookform/resolvers/zod";
import { type CaseDto, DOCKET_ERRORS } from "@owed/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import { type Path, type UseFormSetError, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { browserStorage } from "../../../lib/auth-storage.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { userToday } from "../../../lib/user-today.ts";
import { useCreateCase } from "../api/create-case.ts";
import { useLoadedRateTables } from "../api/get-rate-table.ts";
import { caseKeys } from "../api/query-keys.ts";
import {
  ADD_CASE_MESSAGES,
  BILLING_REDIRECT_MS,
  classifyAddCaseError,
  clientGone,
} from "../utils/api-errors.ts";
import { discardCaseDraft, saveCaseDraft } from "../utils/case-draft.ts";
import { DIALOG_TOAST } from "../utils/dialog-toast.ts";
import {
  formFieldOf,
  liveResults,
  NEW_CASE_DEFAULTS,
  type NewCaseFormSchema,
  type NewCaseFormValues,
  newCaseFormSchema,
  toNewCaseBody,
} from "../utils/new-case-form.ts";
import { PLAN_LIMIT_BILLING_URL } from "../utils/plan-limit.ts";
import { currentUserEmail } from "./use-case-draft.ts";

/** What an add-docket refusal does to the form: a field message, a toast, or the billing page. */
function showAddCaseFailure(
  error: unknown,
  values: NewCaseFormValues,
  setError: UseFormSetError<NewCaseFormValues>,
  redirecting: { current: boolean },
) {
  if (clientGone(error)) {
    setError("clientId", { message: error.message });
    return;
  }
  const failure = classifyAddCaseError(error);
  switch (failure.kind) {
    case "session":
      return;
    case DOCKET_ERRORS.planLimit.code: {
      // Nothing typed is lost: the case waits in this browser and the dashboard offers it again
      // once the plan allows it.
      const email = currentUserEmail();
      if (email) saveCaseDraft(browserStorage(), email, values);
      toast.error(failure.message, DIALOG_TOAST);
      // The plan limit is not a session expiry: the user stays signed in (docs/product.md,
      // "Plans and limits").
      redirecting.current = true;
      setTimeout(() => window.location.assign(PLAN_LIMIT_BILLING_URL), BILLING_REDIRECT_MS);
      return;
    }
    case "bad_request": {
      toast.error(ADD_CASE_MESSAGES.badRequest, DIALOG_TOAST);
      if (!placeFieldErrors(failure.fieldErrors, formFieldOf, setError)) {
        setError("root.server", { message: failure.message });
      }
      return;
    }
    default:
      toast.error(failure.message, DIALOG_TOAST);
  }
}

/** New Case's form, its live Results and its save (from a blank form or a saved draft). */
export function useNewCaseForm(
  draft: NewCaseFormValues | undefined,
  onCreated: (created: CaseDto, options: { openingPayment: boolean }) => void,
) {
  const create = useCreateCase();
  const queryClient = useQueryClient();
  const redirecting = useRef(false);
  const loadedTables = useLoadedRateTables();
  const form = useForm<z.input<NewCaseFormSchema>, unknown, z.output<NewCaseFormSchema>>({
    resolver: zodResolver(newCaseFormSchema(userToday, loadedTables)),
    defaultValues: draft ?? NEW_CASE_DEFAULTS,
    mode: "onTouched",
  });
  const watched = useWatch({ control: form.control }) as NewCaseFormValues;
  const live = useMemo(
    () => liveResults({ ...NEW_CASE_DEFAULTS, ...watched }, userToday()),
    [watched],
  );

  // The request is parsed by the resolver; the body is sent as the user typed it, in the
  // contract's form (2-decimal amounts, trimmed text).
  const submit = form.handleSubmit(() => {
    const values = form.getValues();
    const now = liveResults(values, userToday());
    const body = toNewCaseBody(values, now.status === "ready" ? now.results : undefined);
    create.mutate(body, {
      onSuccess: (created) => {
        const email = currentUserEmail();
        if (draft && email) discardCaseDraft(browserStorage(), email);
        onCreated(created, { openingPayment: body.paymentAmount != null });
      },
      onError: (error) => {
        // A client gone from the list: the select is refreshed with the clients there are now.
        if (clientGone(error)) void queryClient.invalidateQueries({ queryKey: caseKeys.clients() });
        showAddCaseFailure(error, values, form.setError, redirecting);
      },
    });
  });

  // The engine's refusal is already on its field: the Results panel need not repeat it.
  const refusalShownOnField =
    live.status === "refused" &&
    live.field !== undefined &&
    formFieldOf(live.field) !== undefined &&
    form.getFieldState(live.field as Path<NewCaseFormValues>, form.formState).error?.message ===
      live.message;

  return {
    form,
    submit,
    live,
    refusalShownOnField,
    paymentTyped: (watched.paymentAmount ?? "").trim() !== "",
    endDateSet: (watched.endDate ?? "").trim() !== "",
    pending: create.isPending,
    busy: create.isPending || redirecting.current,
  };
}

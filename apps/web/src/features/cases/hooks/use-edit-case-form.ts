import { zodResolver } from "@hookform/resolvers/zod";
import type { CaseDto, EditCaseBody, EditPreviewDto } from "@owed/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-client.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { userToday } from "../../../lib/user-today.ts";
import { useLoadedRateTables } from "../api/get-rate-table.ts";
import { usePreviewCaseEdit } from "../api/preview-case-edit.ts";
import { caseKeys } from "../api/query-keys.ts";
import { useUpdateCase } from "../api/update-case.ts";
import { clientGone, endedSession, forbiddenMessage } from "../utils/api-errors.ts";
import { DIALOG_TOAST } from "../utils/dialog-toast.ts";
import { editValuesFromCase, termsChanged, toEditCaseBody } from "../utils/edit-case-form.ts";
import { formFieldOf, type NewCaseFormSchema, newCaseFormSchema } from "../utils/new-case-form.ts";

/**
 * Edit Case's form and its save. A change that moves the figures is previewed first (today's
 * payoff before and after) and saved only once the user confirms it.
 */
export function useEditCaseForm(item: CaseDto, onClose: () => void) {
  const update = useUpdateCase();
  const queryClient = useQueryClient();
  const preview = usePreviewCaseEdit();
  const loadedTables = useLoadedRateTables();
  const form = useForm<z.input<NewCaseFormSchema>, unknown, z.output<NewCaseFormSchema>>({
    resolver: zodResolver(newCaseFormSchema(userToday, loadedTables)),
    defaultValues: editValuesFromCase(item),
    mode: "onTouched",
  });
  const { handleSubmit, setError } = form;
  const [confirming, setConfirming] = useState<{
    body: EditCaseBody;
    figures: EditPreviewDto;
  } | null>(null);

  /** A refusal from the preview or the save: on its field, or once above the form. */
  const showRefusal = (error: unknown) => {
    if (endedSession(error)) return;
    setConfirming(null);
    if (clientGone(error)) {
      setError("clientId", { message: error.message });
      void queryClient.invalidateQueries({ queryKey: caseKeys.clients() });
      return;
    }
    if (error instanceof ApiError && error.status === 400) {
      if (!placeFieldErrors(error.fieldErrors, formFieldOf, setError)) {
        setError("root.server", { message: error.message });
      }
      return;
    }
    toast.error(forbiddenMessage(error, "Failed to update case"), DIALOG_TOAST);
  };

  const save = (body: EditCaseBody) =>
    update.mutate(
      { caseId: item.id, body },
      {
        onSuccess: () => {
          toast.success("Case updated successfully");
          onClose();
        },
        onError: showRefusal,
      },
    );

  // The resolver has checked and parsed the form; the body is the form's text in the
  // contract's form (2-decimal amounts, trimmed names).
  const submit = handleSubmit(() => {
    const body = toEditCaseBody(form.getValues());
    if (!termsChanged(item, body)) {
      save(body);
      return;
    }
    preview.mutate(
      { caseId: item.id, body },
      {
        onSuccess: (figures) => {
          if (figures.figuresChange) setConfirming({ body, figures });
          else save(body);
        },
        onError: showRefusal,
      },
    );
  });

  return {
    form,
    submit,
    confirming,
    cancelConfirm: () => setConfirming(null),
    confirm: () => (confirming ? save(confirming.body) : undefined),
    saving: update.isPending,
    checking: preview.isPending,
  };
}

import { useState } from "react";
import { browserStorage, readStoredUser, STORAGE_KEYS } from "../../../lib/auth-storage.ts";
import { discardCaseDraft, readCaseDraft } from "../utils/case-draft.ts";
import type { NewCaseFormValues } from "../utils/new-case-form.ts";

/** The signed-in user's e-mail, which keys their draft. */
export function currentUserEmail(): string | null {
  const storage = browserStorage();
  return readStoredUser(storage)?.email ?? storage.getItem(STORAGE_KEYS.email);
}

/** A case the plan limit refused earlier, kept in this browser until it is added or discarded. */
export function useCaseDraft() {
  const [draftEmail] = useState(currentUserEmail);
  const [draft, setDraft] = useState(() =>
    draftEmail ? (readCaseDraft(browserStorage(), draftEmail)?.values ?? null) : null,
  );
  const [draftOpened, setDraftOpened] = useState<NewCaseFormValues | undefined>();
  return {
    draft,
    draftEmail,
    draftOpened,
    setDraftOpened,
    /** The case was added: a draft it came from is done with. */
    settled: () => {
      if (draftOpened) setDraft(null);
      setDraftOpened(undefined);
    },
    discard: () => {
      if (draftEmail) discardCaseDraft(browserStorage(), draftEmail);
      setDraft(null);
    },
  };
}

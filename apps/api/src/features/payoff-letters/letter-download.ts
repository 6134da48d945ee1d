import type { LetterFormat } from "@owed/domain";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { caseNotFound } from "../cases/docket-errors.ts";
import { lockCase, lockDocket } from "../cases/docket-repository.ts";
import { letterFileName, renderLetter } from "./batch-letters.ts";
import { recordLetter } from "./letter-history.ts";
import { type LetterDeps, type LetterRequest, payoffLetterFor } from "./payoff-letter-model.ts";

// One case's payoff letter as a file (docs/letters-and-plans.md, "Payoff letters"): built,
// rendered, then recorded in the case's history in one transaction before the file is answered,
// so a letter the user holds is always in the history.

export const LETTER_MEDIA_TYPES: Record<LetterFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export async function downloadPayoffLetter(
  deps: LetterDeps,
  actor: DocketActor,
  caseId: string,
  request: LetterRequest & { format: LetterFormat },
): Promise<{ fileName: string; type: string; data: Buffer }> {
  const outcome = await payoffLetterFor(deps, actor, caseId, request);
  const data = await renderLetter(outcome, request.format);
  await deps.docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    const locked = await lockCase(tx, actor.workspaceId, outcome.row.id);
    if (!locked) throw caseNotFound();
    await recordLetter(tx, actor, outcome.letter, request.format);
  });
  return {
    fileName: letterFileName(outcome.row.caseName, outcome.letter.date, request.format),
    type: LETTER_MEDIA_TYPES[request.format],
    data,
  };
}

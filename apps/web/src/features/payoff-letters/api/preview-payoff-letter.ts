import {
  type PayoffLetter,
  payoffLetterEndpoints,
  type payoffLetterPreviewRequest,
} from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../../lib/call.ts";
import { payoffLetterKeys } from "./query-keys.ts";

export type { PayoffLetter };
export type LetterRequest = z.output<typeof payoffLetterPreviewRequest>;

/** What the letter for the date would say; writes nothing. */
export async function previewPayoffLetter(
  caseId: string,
  body: LetterRequest,
  signal?: AbortSignal,
): Promise<PayoffLetter> {
  const answer = await call(
    payoffLetterEndpoints.previewPayoffLetter,
    { params: { id: caseId }, body },
    { signal },
  );
  return answer.data;
}

/** The preview of the letter as asked; off until asked (null). */
export function usePayoffLetterPreview(caseId: string, body: LetterRequest | null) {
  return useQuery({
    queryKey: payoffLetterKeys.preview(caseId, body),
    queryFn: ({ signal }) => previewPayoffLetter(caseId, body as LetterRequest, signal),
    enabled: body !== null,
    // A refusal (ended, past its life, rate unknown) stays a refusal until the case changes.
    retry: false,
  });
}

import {
  type batchLetterCheckRequest,
  type batchLetterCheckSchema,
  payoffLetterEndpoints,
} from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../../lib/call.ts";

export type BatchCheckRequest = z.output<typeof batchLetterCheckRequest>;
export type BatchCheck = z.output<typeof batchLetterCheckSchema>;

/** For each chosen case, whether it can have a letter for the date and, if not, why. */
export async function checkPayoffLetters(body: BatchCheckRequest): Promise<BatchCheck> {
  const answer = await call(payoffLetterEndpoints.checkPayoffLetters, { body });
  return answer.data;
}

export function useCheckPayoffLetters() {
  return useMutation({ mutationFn: checkPayoffLetters });
}

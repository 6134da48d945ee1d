import { type batchLetterRequest, payoffLetterEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../../lib/call.ts";
import { saveBlob } from "../../../lib/save-blob.ts";
import { fileNameOf } from "../utils/file-name.ts";
import type { LetterFile } from "./download-payoff-letter.ts";

export type BatchLetterRequest = z.output<typeof batchLetterRequest>;

/** One ZIP of the chosen cases' letters; every letter is a history entry of its case. */
export async function downloadPayoffLetters(body: BatchLetterRequest): Promise<LetterFile> {
  let disposition: string | null = null;
  const file = await call(
    payoffLetterEndpoints.payoffLetters,
    { body },
    {
      onHeaders: (headers) => {
        disposition = headers.get("content-disposition");
      },
    },
  );
  return { file, fileName: fileNameOf(disposition, `Payoff letters - ${body.date}.zip`) };
}

export function useDownloadPayoffLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BatchLetterRequest) => {
      const letters = await downloadPayoffLetters(body);
      saveBlob(letters.file, letters.fileName);
      return letters;
    },
    // Each case written to has a new history entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["cases", "history"] }),
  });
}

import { type LetterFormat, type PayoffLetterRequest, payoffLetterEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { saveBlob } from "../../../lib/save-blob.ts";
import { fileNameOf } from "../utils/file-name.ts";
import { payoffLetterKeys } from "./query-keys.ts";

export interface LetterFile {
  file: Blob;
  /** The server's name: "Payoff letter - Acme v. Roe - 2026-12-01.pdf". */
  fileName: string;
}

const EXTENSIONS: Record<LetterFormat, string> = { pdf: "pdf", docx: "docx" };

/** The letter as PDF or Word; the server records it in the case's history. */
export async function downloadPayoffLetter(
  caseId: string,
  body: PayoffLetterRequest,
): Promise<LetterFile> {
  let disposition: string | null = null;
  const file = await call(
    payoffLetterEndpoints.payoffLetter,
    { params: { id: caseId }, body },
    {
      onHeaders: (headers) => {
        disposition = headers.get("content-disposition");
      },
    },
  );
  return {
    file,
    fileName: fileNameOf(disposition, `Payoff letter - ${body.date}.${EXTENSIONS[body.format]}`),
  };
}

export function useDownloadPayoffLetter(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayoffLetterRequest) => {
      const letter = await downloadPayoffLetter(caseId, body);
      saveBlob(letter.file, letter.fileName);
      return letter;
    },
    // The case's history has a new entry with the letter's figures.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoffLetterKeys.history(caseId) }),
  });
}

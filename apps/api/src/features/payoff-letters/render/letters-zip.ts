import { buffer } from "node:stream/consumers";
import { fileSafe } from "../../../plugins/file-answers.ts";
import { zipStream } from "../../exports/zip-stream.ts";

// Several letters as one ZIP (docs/letters-and-plans.md, "Letters for several cases"), written
// with the exports' ZIP writer. PDFs and .docx files are compressed already, so they are stored.

/**
 * Each name made safe for a file system and unique within the archive: a second "Payoff letter -
 * Acme v. Roe - 2026-12-01.pdf" (two cases with one name) becomes "... (2).pdf". Names are compared
 * without case, as Windows and macOS do when the archive is unpacked.
 */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = fileSafe(raw, " ");
    // The extension is a short run of letters or digits after the last dot ("v. Roe" is not one).
    const ext = /\.[a-z0-9]{1,5}$/i.exec(name)?.[0] ?? "";
    const stem = name.slice(0, name.length - ext.length);
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** One ZIP holding every file, in the order given, each under a unique name. */
export async function lettersZip(
  files: readonly { name: string; data: Buffer }[],
): Promise<Buffer> {
  const names = uniqueFileNames(files.map((file) => file.name));
  // A failure rejects the buffer below with its error; there is nothing else to report it to.
  const out = zipStream(
    async (add) => {
      for (const [i, file] of files.entries()) await add(names[i] ?? file.name, file.data);
    },
    () => {},
  );
  return buffer(out);
}

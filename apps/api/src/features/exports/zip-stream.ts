import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";

// A ZIP file written as it is sent (docs/exports.md): each entry is compressed and handed to the
// answer before the next is made, and the maker waits while the client is slower than it, so
// memory holds one entry and the socket's buffer, whatever the number of entries.

/** Adds one entry. PDFs are stored as they are: their content is compressed already. */
export type AddEntry = (name: string, content: string | Uint8Array) => Promise<void>;

/** The client went away: stop making entries no one will read. */
class ClientGone extends Error {}

export function zipStream(
  make: (add: AddEntry) => Promise<void>,
  onFailure: (err: unknown) => void,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    if (!out.destroyed) out.write(chunk);
    if (final) out.end();
  });

  const add: AddEntry = async (name, content) => {
    if (out.destroyed) throw new ClientGone();
    const text = typeof content === "string";
    const file = text ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(file);
    file.push(text ? strToU8(content) : content, true);
    if (out.writableNeedDrain) {
      // The wait that loses the race is aborted: left waiting, each entry would leave a "close"
      // and an "error" listener on the stream until it ended (a leak Node warns of past ten).
      const settled = new AbortController();
      const { signal } = settled;
      try {
        await Promise.race([once(out, "drain", { signal }), once(out, "close", { signal })]);
      } finally {
        settled.abort();
      }
    }
  };

  make(add).then(
    () => zip.end(),
    (err: unknown) => {
      zip.terminate();
      if (!(err instanceof ClientGone)) onFailure(err);
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  );
  return out;
}

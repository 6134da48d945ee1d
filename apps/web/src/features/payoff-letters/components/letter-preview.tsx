import { formatUsDate } from "@owed/domain";
import type { PayoffLetter } from "../api/preview-payoff-letter.ts";
import { letterMoney } from "../utils/letter-form.ts";

/** The Re: lines without a "Re:" of their own: the page sets "Re:" beside them once. */
export function referenceLines(lines: readonly string[]): string[] {
  return lines.map((line, index) => (index === 0 ? line.replace(/^\s*Re:\s*/i, "") : line));
}

/**
 * The letter as the debtor will read it (docs/letters-and-plans.md, "Payoff letters"): the same
 * model the PDF and the Word file are written from, drawn as a page: the date, the recipient, the
 * Re: lines, the salutation, the paragraphs, the good-through table and the signature.
 */
/** A paragraph of the letter, line breaks kept; paragraphs are shown in the model's order. */
function paragraph(text: string, index: number) {
  return (
    <p key={index} className="mt-4 whitespace-pre-line break-words">
      {text}
    </p>
  );
}

export function LetterPreview({ letter, titleId }: { letter: PayoffLetter; titleId: string }) {
  const first = letter.goodThrough[0];
  const last = letter.goodThrough.at(-1);
  const reference = referenceLines(letter.reference);
  return (
    <article
      aria-labelledby={titleId}
      className="mx-auto max-w-3xl rounded-md border border-slate-300 bg-white px-5 py-6 font-serif text-[0.95rem] leading-relaxed text-ink-900 shadow-sm sm:px-12 sm:py-10"
    >
      <h3 id={titleId} className="sr-only">
        Preview of the payoff letter for {formatUsDate(letter.date)}
      </h3>
      <p>{formatUsDate(letter.writtenOn)}</p>
      <address className="mt-6 not-italic">
        {letter.recipient.map((line, index) => (
          // Lines of an address may repeat (two blank-free equal lines are rare but possible).
          // biome-ignore lint/suspicious/noArrayIndexKey: the address lines have no other identity
          <span key={index} className="block break-words">
            {line}
          </span>
        ))}
      </address>
      {reference.length > 0 ? (
        <div className="mt-6 flex gap-3">
          <span className="font-semibold">Re:</span>
          <div className="min-w-0">
            {reference.map((line) => (
              <span key={line} className="block break-words font-semibold">
                {line}
              </span>
            ))}
          </div>
        </div>
      ) : null}
      <p className="mt-6">{letter.salutation}</p>
      {/* As the PDF and the Word file: the figures, the table they introduce, then the rest. */}
      {letter.paragraphs.slice(0, 1).map(paragraph)}
      {letter.goodThrough.length > 0 ? (
        <table className="mt-6 w-full max-w-sm border-collapse font-sans text-sm tabular-nums">
          <caption className="mb-2 text-left font-serif text-[0.95rem] font-semibold text-ink-900">
            Good through
            {first && last ? ` ${formatUsDate(first.date)} to ${formatUsDate(last.date)}` : ""}
          </caption>
          <thead>
            <tr className="border-b border-slate-400">
              <th scope="col" className="py-1 pr-4 text-left font-semibold">
                If paid on
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Payoff
              </th>
            </tr>
          </thead>
          <tbody>
            {letter.goodThrough.map((line) => (
              <tr key={line.date} className="border-b border-slate-200">
                <td className="py-1 pr-4">{formatUsDate(line.date)}</td>
                <td className="py-1 text-right">{letterMoney(line.payoff)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {letter.paragraphs.slice(1).map(paragraph)}
      <div className="mt-8">
        {letter.signature.map((line) => (
          <span key={line} className="block break-words">
            {line}
          </span>
        ))}
      </div>
    </article>
  );
}

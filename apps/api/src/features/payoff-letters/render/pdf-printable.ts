// The PDFs use the standard PDF fonts (docs/letters-and-plans.md, "PDF and Word"), which print
// only the Windows-1252 characters: a name like "Nguyễn" or "Łukasz" would come out as garbage.
// Before drawing, each other character becomes its plain letter ("ễ" → "e", "Ł" → "L"), or "?"
// when it has none (Chinese, say). The Word file is not folded: Word prints every character.

/** Windows-1252's characters above Latin-1's control range: the PDF fonts can print these. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Letters with no decomposition into a plain letter and a mark. */
const PLAIN_LETTER: Readonly<Record<string, string>> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  Ŧ: "T",
  ŧ: "t",
  Ɨ: "I",
  ɨ: "i",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-",
  "\t": " ",
  "\u202f": " ",
};

const printable = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/** `text` with every character the PDF fonts cannot print folded to one they can. */
export function pdfPrintable(text: string): string {
  let out = "";
  for (const ch of text) {
    if (ch === "\n" || printable(ch)) {
      out += ch;
      continue;
    }
    const plain = PLAIN_LETTER[ch] ?? ch.normalize("NFD").replace(/\p{M}/gu, "");
    out += [...plain].every(printable) && plain !== "" ? plain : "?";
  }
  return out;
}

import { describe, expect, it } from "vitest";
import {
  backspaceAt,
  emptyOtp,
  isOtpComplete,
  otpValue,
  pasteInto,
  typeInto,
} from "./otp-digits.ts";

const code = (text: string) => Array.from(text.padEnd(6, " ")).map((c) => (c === " " ? "" : c));

describe("one-time code boxes", () => {
  it("accepts a digit and moves to the next box", () => {
    expect(typeInto(emptyOtp(), 0, "4")).toEqual({ digits: code("4"), focus: 1 });
    expect(typeInto(code("12"), 2, "3")).toEqual({ digits: code("123"), focus: 3 });
  });

  it("crosses from the first group of three into the second", () => {
    const edit = typeInto(code("123"), 3, "4");
    expect(edit.focus).toBe(4);
    expect(otpValue(edit.digits)).toBe("1234");
  });

  it("stays on the last box once the code is full", () => {
    const edit = typeInto(code("12345"), 5, "6");
    expect(edit).toEqual({ digits: code("123456"), focus: 5 });
    expect(isOtpComplete(edit.digits)).toBe(true);
  });

  it("ignores letters and symbols", () => {
    expect(typeInto(code("1"), 1, "a")).toEqual({ digits: code("1"), focus: 1 });
    expect(typeInto(code("1"), 1, "-")).toEqual({ digits: code("1"), focus: 1 });
  });

  it("replaces a digit typed over another", () => {
    expect(typeInto(code("152"), 1, "57")).toEqual({ digits: code("172"), focus: 2 });
    expect(typeInto(code("152"), 1, "75")).toEqual({ digits: code("172"), focus: 2 });
    expect(typeInto(code("152"), 1, "55")).toEqual({ digits: code("152"), focus: 2 });
  });

  it("spreads several digits at once (autofill) across the following boxes", () => {
    expect(typeInto(emptyOtp(), 0, "123456")).toEqual({ digits: code("123456"), focus: 5 });
    expect(typeInto(emptyOtp(), 4, "789")).toEqual({ digits: code("    78"), focus: 5 });
  });

  it("backspace clears the box, then goes back to the previous one", () => {
    expect(backspaceAt(code("123"), 2)).toEqual({ digits: code("12"), focus: 2 });
    expect(backspaceAt(code("12"), 2)).toEqual({ digits: code("1"), focus: 1 });
    expect(backspaceAt(code("123"), 3)).toEqual({ digits: code("12"), focus: 2 });
    expect(backspaceAt(emptyOtp(), 0)).toEqual({ digits: emptyOtp(), focus: 0 });
  });

  it("a pasted six-digit code fills both groups, from whichever box", () => {
    expect(pasteInto(emptyOtp(), 0, "123456")).toEqual({ digits: code("123456"), focus: 5 });
    expect(pasteInto(code("9"), 4, " 123-456\n")).toEqual({ digits: code("123456"), focus: 5 });
    expect(pasteInto(emptyOtp(), 2, "Your code is 654321.")?.digits).toEqual(code("654321"));
  });

  it("a shorter paste fills from the focused box; a paste without digits is ignored", () => {
    expect(pasteInto(code("1"), 1, "23")).toEqual({ digits: code("123"), focus: 3 });
    expect(pasteInto(code("1"), 1, "abc")).toBeNull();
  });

  it("is complete only with six digits", () => {
    expect(isOtpComplete(code("12345"))).toBe(false);
    expect(isOtpComplete(code("123456"))).toBe(true);
  });
});

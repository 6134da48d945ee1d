// MC-012 (Rev. January 1, 2026): what each semantic name means → the form's full field name, read
// from the blank's fields, their rectangles and page, beside `pdftotext -layout` of its labels
// (docs/court-forms.md). The field names are the Council's, with their odd numbering.

const P = "MC-012[0].Page1[0]";
const CAPTION = `${P}.P1Caption[0]`;
const ATTY = `${CAPTION}.AttyPartyInfo[0]`;
const COURT = `${CAPTION}.CourtInfo[0]`;
const COSTS = `${P}.Item1[0].Lia[0].SubList[0]`;

export const MC012_FIELDS = {
  attorneyName: `${ATTY}.Name[0]`,
  barNumber: `${ATTY}.AttyBarNo[0]`,
  firm: `${ATTY}.AttyFirm[0]`,
  street: `${ATTY}.Street[0]`,
  city: `${ATTY}.City[0]`,
  state: `${ATTY}.State[0]`,
  zip: `${ATTY}.Zip[0]`,
  phone: `${ATTY}.Phone[0]`,
  fax: `${ATTY}.Fax[0]`,
  email: `${ATTY}.Email[0]`,
  attorneyFor: `${ATTY}.AttyFor[0]`,
  courtCounty: `${COURT}.CrtCounty[0]`,
  courtStreet: `${COURT}.CrtStreet[0]`,
  courtMailing: `${COURT}.CrtMailingAdd[0]`,
  courtCityZip: `${COURT}.CrtCityZip[0]`,
  courtBranch: `${COURT}.CrtBranch[0]`,
  plaintiff: `${CAPTION}.TitlePartyName[0].Party1[0]`,
  defendant: `${CAPTION}.TitlePartyName[0].Party2[0]`,
  caseNumber: `${CAPTION}.captionSub[0].CaseNumber[0].CaseNumber[0]`,

  /** Item 1: postjudgment costs. */
  item1: `${P}.Item1[0].Checkbox[0]`,
  /** 1a(1) preparing and issuing abstract of judgment. */
  abstractDates: `${COSTS}.SubLi1[0].FillText67[0]`,
  abstractAmount: `${COSTS}.SubLi1[0].FillText66[0]`,
  /** 1a(2) recording and indexing. */
  recordingDates: `${COSTS}.SubLi2[0].FillText58[0]`,
  recordingAmount: `${COSTS}.SubLi2[0].FillText66[0]`,
  /** 1a(3) notice of judgment lien on personal property. */
  lienDates: `${COSTS}.SubLi3[0].FillText55[0]`,
  lienAmount: `${COSTS}.SubLi3[0].FillText66[0]`,
  /** 1a(4) issuing writ of execution, with its county. */
  writCounty: `${COSTS}.SubLi4[0].FillText72[0]`,
  writDates: `${COSTS}.SubLi4[0].FillText52[0]`,
  writAmount: `${COSTS}.SubLi4[0].FillText51[0]`,
  /** 1a(5) levying officer's fees. */
  levyingDates: `${COSTS}.SubLi5[0].FillText72[0]`,
  levyingAmount: `${COSTS}.SubLi5[0].FillText71[0]`,
  /** 1a(6) debtor examination and other approved costs (CCP 708.110 et seq.). */
  examinationDates: `${COSTS}.SubLi6[0].FillText55[0]`,
  examinationAmount: `${COSTS}.SubLi6[0].FillText54[0]`,
  /** 1a(7) attorney fees (CCP 685.040). */
  attorneyFeesDates: `${COSTS}.SubLi7[0].FillText52[0]`,
  attorneyFeesAmount: `${COSTS}.SubLi7[0].FillText71[0]`,
  /** 1a(8) other: what (the form has no dates column here), its statute, and the amount. */
  otherWhat: `${COSTS}.SubLi8[0].FillText67[0]`,
  otherStatute: `${COSTS}.SubLi8[0].FillText72[0]`,
  otherAmount: `${COSTS}.SubLi8[0].FillText71[0]`,
  /** 1a(9), 1b, 1c. */
  claimedTotal: `${COSTS}.SubLi9[0].FillText71[0]`,
  allowedBefore: `${P}.Item1[0].Lib[0].FillText71[0]`,
  costsTotal: `${P}.Item1[0].Lic[0].FillText71[0]`,

  /** Item 2: credits to interest and principal. */
  item2: `${P}.Item2[0].Checkbox[0]`,
  payments: `${P}.Item2[0].Lia[0].FillText71[0]`,
  creditToInterest: `${P}.Item2[0].Lia[0].FillText71[1]`,
  creditToPrincipal: `${P}.Item2[0].Lia[0].FillText71[2]`,
  principalRemaining: `${P}.Item2[0].Lib[0].FillText71[0]`,

  /** Item 3: accrued interest remaining, and one or two rate lines. */
  item3: `${P}.List3[0].li1[0].Checkbox[0]`,
  interestRemaining: `${P}.List3[0].li1[0].FillText71[0]`,
  rate1: `${P}.List3[0].li1[0].legalRate[0]`,
  principal1: `${P}.List3[0].li1[0].prinAmount[0]`,
  rate2: `${P}.List3[0].li1[0].intLegalRate[0]`,
  principal2: `${P}.List3[0].li1[0].FillText71[1]`,

  /** Item 4: I am the judgment creditor / agent / attorney for the judgment creditor. */
  signerCreditor: `${P}.Item4[0].li1[0].Checkbox[0]`,
  signerAgent: `${P}.Item4[0].li1[0].Checkbox[1]`,
  signerAttorney: `${P}.Item4[0].li1[0].Checkbox[2]`,
  signedOn: `${P}.DateSign[0].FillText135[0]`,
  printedName: `${P}.DateSign[0].FillText117[0]`,
} as const;

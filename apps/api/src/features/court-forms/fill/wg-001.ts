// WG-001 (Rev. January 1, 2012), Application for Earnings Withholding Order: semantic name → the
// form's full field name, read from the blank's fields, their rectangles and page, beside
// `pdftotext -layout` of its labels (docs/court-forms.md).

const P = "WG-001[0].Page1[0]";
const HEAD = `${P}.StdP1Header_sf[0]`;
const ATTY = `${HEAD}.AttyPartyInfo[0]`;
const COURT = `${HEAD}.CourtInfo[0]`;

export const WG001_FIELDS = {
  /** Name, State Bar number and address, three lines in one box. */
  letterhead: `${ATTY}.Add1[0]`,
  phone: `${ATTY}.Phone[0]`,
  fax: `${ATTY}.Fax[0]`,
  email: `${ATTY}.Email[0]`,
  attorneyFor: `${ATTY}.AttyFor[0]`,
  levyingOfficer: `${HEAD}.LevOfcrInfo_sf[0].LevNumber_ft1[0]`,
  courtCounty: `${COURT}.CrtCounty_ft[0]`,
  courtStreet: `${COURT}.Street_ft[0]`,
  courtMailing: `${COURT}.MailingAdd_ft[0]`,
  courtCityZip: `${COURT}.CityZip_ft[0]`,
  courtBranch: `${COURT}.Branch_ft[0]`,
  plaintiff: `${HEAD}.TitlePartyName[0].Party1_ft[0]`,
  defendant: `${HEAD}.TitlePartyName[0].Party2_ft[0]`,
  caseNumber: `${HEAD}.CaseNumber[0].CaseNumber_ft[0]`,
  /** To the sheriff or any marshal or constable of the county of. */
  levyCounty: `${P}.Note[0].Field1[0]`,
  /** 1: the judgment creditor; the employer; the employee (the judgment debtor). */
  creditorName: `${P}.List1[0]._1\\.judgment\\.creditor\\.name[0]`,
  employer: `${P}.List1[0].Li1[0].Field2[0]`,
  employee: `${P}.List1[0].Li2[0].#area[0].Field4[0]`,
  /** 2a: paid to the attorney (or party without an attorney) named at the top. */
  payToTop: `${P}.List2[0].Lia[0].Ch1[0]`,
  /** 3a, 3b. */
  judgmentDate: `${P}.List3[0].Lia[0].Date2[0]`,
  amount: `${P}.List3[0].Lib[0].Field8[0]`,
  /** 4a: the writ collects support. */
  support: `${P}.List4[0].Lia[0].CheckBox20[0]`,
  signerName: `${P}.Sign1[0].Field22[0]`,
  signedOn: `${P}.Decleration[0].Date4[0]`,
  declarantName: `${P}.Decleration[0].PrintName1[0]`,
} as const;

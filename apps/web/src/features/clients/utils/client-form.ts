import {
  type ClientDto,
  type ClientRequestBody,
  parseMoneyInput,
  toDecimalString,
} from "@owed/domain";
import type { Path } from "react-hook-form";

/** The client form as its inputs hold it: text as typed, and the one checkbox. */
export type ClientFormValues = Required<ClientRequestBody>;

export const CLIENT_DEFAULTS: ClientFormValues = {
  name: "",
  contactName: "",
  email: "",
  phone: "",
  street: "",
  city: "",
  state: "",
  zip: "",
  reference: "",
  feePercent: "",
  flatFee: "",
  // The usual arrangement: the firm takes back what it advanced before anything is split.
  costsRecoveredFirst: true,
};

/** A stored fee of 0 is shown as a blank field, which saves as 0 again. */
function feePercentText(text: string): string {
  return /^0*(\.0*)?$/.test(text) ? "" : text;
}

/** The flat fee with 2 decimals, as the form accepts it; a fee of 0 is blank. */
function flatFeeText(text: string): string {
  try {
    const units = parseMoneyInput(text, { maxDecimals: 4 });
    return units === 0n ? "" : toDecimalString(units, 2);
  } catch {
    return text;
  }
}

/** Edit starts from the client as it is now. */
export function clientFormValues(client: ClientDto): ClientFormValues {
  return {
    name: client.name,
    contactName: client.contactName,
    email: client.email,
    phone: client.phone,
    street: client.street,
    city: client.city,
    state: client.state,
    zip: client.zip,
    reference: client.reference,
    feePercent: feePercentText(client.feePercent),
    flatFee: flatFeeText(client.flatFee),
    costsRecoveredFirst: client.costsRecoveredFirst,
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(CLIENT_DEFAULTS));

/** The form's field an API message names, or undefined (the message then goes above the form). */
export function clientFieldOf(apiField: string): Path<ClientFormValues> | undefined {
  return FORM_FIELDS.has(apiField) ? (apiField as Path<ClientFormValues>) : undefined;
}

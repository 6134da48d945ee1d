import { useState } from "react";
import {
  DEFAULT_SOURCES,
  useFieldProps,
  useJurisdictionPicker,
  type ValueSources,
} from "../components/case-form-fields.tsx";
import type { NewCaseForm } from "../utils/new-case-form.ts";

/**
 * What New Case and Edit Case share around their fields: each input's props, and where the rate
 * and compounding came from (a jurisdiction's rule, or the user).
 */
export function useCaseFormFields(form: NewCaseForm, prefix: string) {
  const [sources, setSources] = useState<ValueSources>(DEFAULT_SOURCES);
  return {
    sources,
    pickJurisdiction: useJurisdictionPicker(form, setSources),
    props: useFieldProps(form, prefix),
    rateTyped: () => setSources((s) => ({ ...s, rate: { kind: "user" } })),
    compoundingPicked: () => setSources((s) => ({ ...s, compounding: { kind: "user" } })),
  };
}

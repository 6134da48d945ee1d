import { useState } from "react";
import {
  DEFAULT_SOURCES,
  useFieldProps,
  useJurisdictionPicker,
  useMethodOverride,
  type ValueSources,
} from "../components/case-form-fields.tsx";
import type { NewCaseForm } from "../utils/new-case-form.ts";
import { useTableRate } from "./use-table-rate.ts";

/**
 * What New Case and Edit Case share around their fields: each input's props, and where the rate
 * and compounding came from (a jurisdiction's rule, or the user).
 */
export function useCaseFormFields(form: NewCaseForm, prefix: string) {
  const [sources, setSources] = useState<ValueSources>(DEFAULT_SOURCES);
  const methodPicked = useMethodOverride(form);
  return {
    sources,
    pickJurisdiction: useJurisdictionPicker(form, sources, setSources),
    props: useFieldProps(form, prefix),
    tableRate: useTableRate(form),
    methodPicked,
    rateTyped: () => {
      setSources((s) => ({ ...s, rate: { kind: "user" } }));
      methodPicked("rate");
    },
    compoundingPicked: () => setSources((s) => ({ ...s, compounding: { kind: "user" } })),
  };
}

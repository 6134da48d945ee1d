import { type RefObject, useCallback, useEffect } from "react";
import { useLocation, useSearchParams } from "react-router";
import { type ClientFilter, clientFilterOf, clientParamOf } from "../utils/client-filter.ts";

/** The selected case lives in the URL (?case=id), so a reload or a shared link keeps it. */
export const CASE_PARAM = "case";
/** So does the client filter (?client=id or none): the Clients page links to a client's cases. */
export const CLIENT_PARAM = "client";

/** Reloads the page on a case (or none): the dashboard's flag steps (docs/product.md, "Screens"). */
export function reloadOn(caseId: string | null) {
  const url = new URL(window.location.href);
  if (caseId) url.searchParams.set(CASE_PARAM, caseId);
  else url.searchParams.delete(CASE_PARAM);
  window.location.replace(url.toString());
}

/** The open case: read from and written to the URL. */
export function useCaseSelection(detailsRef: RefObject<HTMLDivElement | null>) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(CASE_PARAM);
  const setCaseParam = useCallback(
    (caseId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (caseId) next.set(CASE_PARAM, caseId);
          else next.delete(CASE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const select = (caseId: string) => {
    setCaseParam(caseId);
    // On a phone the details sit below the list: bring them into view.
    if (window.matchMedia("(max-width: 1023px)").matches) {
      requestAnimationFrame(() => detailsRef.current?.scrollIntoView({ block: "start" }));
    }
  };
  return { selectedId, setCaseParam, select };
}

/** The first case in the list opens by itself, so a docket of one is never a blank screen. */
export function useFirstCaseOpens(
  nothingOpen: boolean,
  firstShownId: string | null,
  setCaseParam: (caseId: string | null) => void,
) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!nothingOpen || firstShownId === null) return;
    // A click elsewhere (Deadlines, say) while the list was loading has already changed the
    // address while the next page's code loads; opening a case now would navigate back here.
    if (window.location.pathname !== pathname) return;
    setCaseParam(firstShownId);
  }, [nothingOpen, firstShownId, setCaseParam, pathname]);
}

/** The list's client filter, read from and written to the URL. */
export function useClientFilter(): [ClientFilter, (filter: ClientFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = clientFilterOf(params.get(CLIENT_PARAM));
  const setFilter = useCallback(
    (next: ClientFilter) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const value = clientParamOf(next);
          if (value === null) updated.delete(CLIENT_PARAM);
          else updated.set(CLIENT_PARAM, value);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, setFilter];
}

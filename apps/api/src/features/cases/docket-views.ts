import { type CaseDto, caseListResponse, caseResponse } from "@owed/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { type CoherentCache, createCoherentCache } from "../../plugins/coherent-cache.ts";
import { toCaseDto } from "./case-dto.ts";
import { summaryAsOf } from "./case-figures.ts";
import { caseNotFound } from "./docket-errors.ts";

/**
 * One workspace's docket as the dashboards poll it: every case's figures as of `today`, computed from
 * the snapshots at `version`, the list answer already serialised, and each case's answer once asked.
 */
interface DocketView {
  version: number;
  today: string;
  list: Buffer;
  cases: Map<string, CaseDto>;
  details: Map<string, Buffer>;
}

// A list of 50 cases is about 50 KB; 500 dockets bound the views near 25 MB per instance.
const VIEWS_KEPT = 500;
const VERSIONS_KEPT = 25_000;

const serialise = (schema: z.ZodType, body: unknown) =>
  Buffer.from(JSON.stringify(schema.parse(body)));

/**
 * The case list and case answers served from memory while the workspace's docket version and today
 * are unchanged (docs/decisions/004-polling-cache.md). Versions and views are dropped by the
 * `docket:<workspaceId>` notification every docket write sends; when the change feed is down
 * (`request.changesSynced` false) everything is read from the database as before.
 */
export function createDocketViews(app: FastifyInstance) {
  const versions = createCoherentCache<number>(VERSIONS_KEPT);
  const views = createCoherentCache<DocketView>(VIEWS_KEPT);
  app.changes.registerDocketCache(versions as CoherentCache<unknown>);
  app.changes.registerDocketCache(views as CoherentCache<unknown>);

  async function build(workspaceId: string, version: number, today: string): Promise<DocketView> {
    const rows = await app.docket.listCases(workspaceId);
    const data: CaseDto[] = [];
    for (const row of rows) {
      const summary = await summaryAsOf(row, today, () => app.docket.listTransactions(row.id));
      data.push(toCaseDto(row, summary));
    }
    return {
      version,
      today,
      list: serialise(caseListResponse, { status_code: 200, message: "Cases", data }),
      cases: new Map(data.map((dto) => [dto.id, dto])),
      details: new Map(),
    };
  }

  return {
    /**
     * The version when it can be had without waiting (kept, and the caches known fresh this
     * request); else undefined, and `version` reads it.
     */
    versionNow(request: FastifyRequest): number | undefined {
      return request.changesSynced ? versions.get(request.workspace.id) : undefined;
    },

    /** The workspace's docket version (bumped by every docket write); the ETags are built from it. */
    async version(request: FastifyRequest): Promise<number> {
      const workspaceId = request.workspace.id;
      const fresh = request.changesSynced;
      const known = fresh ? versions.get(workspaceId) : undefined;
      if (known !== undefined) return known;
      return (
        (await versions.load(workspaceId, () => app.docket.docketVersion(workspaceId), fresh)) ?? 0
      );
    },

    /**
     * The docket at `version` as of `today`. The version is read before the cases, so a view is
     * never older than its version (a write between the two only makes it newer).
     */
    async view(request: FastifyRequest, version: number, today: string): Promise<DocketView> {
      const workspaceId = request.workspace.id;
      const fresh = request.changesSynced;
      const known = fresh ? views.get(workspaceId) : undefined;
      if (known && known.version === version && known.today === today) return known;
      const built = await views.load(workspaceId, () => build(workspaceId, version, today), fresh);
      return built as DocketView;
    },

    /**
     * One case's answer: from the workspace's docket view when one is kept at this version and day,
     * else from that case alone, so the open case of a docket whose view was dropped does not
     * rebuild the whole docket. A case of another workspace is not found (404). `caseId` as the client
     * sent it: UUIDs are case-insensitive.
     */
    async detail(
      request: FastifyRequest,
      version: number,
      today: string,
      caseId: string,
    ): Promise<Buffer> {
      const id = caseId.toLowerCase();
      const known = request.changesSynced ? views.get(request.workspace.id) : undefined;
      const view = known && known.version === version && known.today === today ? known : null;
      const cached = view?.details.get(id);
      if (cached) return cached;
      let dto = view?.cases.get(id);
      if (!view) {
        const row = await app.docket.findCase(request.workspace.id, id);
        if (row) {
          const summary = await summaryAsOf(row, today, () => app.docket.listTransactions(row.id));
          dto = toCaseDto(row, summary);
        }
      }
      if (!dto) throw caseNotFound();
      const body = serialise(caseResponse, { status_code: 200, message: "Case", data: dto });
      view?.details.set(id, body);
      return body;
    },
  };
}

export type DocketViews = ReturnType<typeof createDocketViews>;

import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  docketWorkspace,
  markCurrent,
  resetWorkspaceData,
  type WorkspaceDto,
  workspaceKeys,
} from "./current-workspace.ts";

const personal: WorkspaceDto = {
  id: "u1",
  name: "Personal",
  kind: "personal",
  role: "owner",
  current: true,
  memberCount: 1,
};
const firm: WorkspaceDto = {
  id: "w2",
  name: "Hale & Moss LLP",
  kind: "firm",
  role: "editor",
  current: false,
  memberCount: 3,
};

describe("changing the current workspace", () => {
  it("marks the new one current in place, keeping the list's order", () => {
    const client = new QueryClient();
    client.setQueryData(workspaceKeys.list(), [personal, firm]);
    markCurrent(client, { ...firm, current: true });
    expect(client.getQueryData<WorkspaceDto[]>(workspaceKeys.list())).toEqual([
      { ...personal, current: false },
      { ...firm, current: true },
    ]);
  });

  it("adds a workspace the list did not have yet (one just created or joined)", () => {
    const client = new QueryClient();
    client.setQueryData(workspaceKeys.list(), [personal]);
    markCurrent(client, firm);
    const list = client.getQueryData<WorkspaceDto[]>(workspaceKeys.list()) ?? [];
    expect(list.map((w) => [w.id, w.current])).toEqual([
      ["u1", false],
      ["w2", true],
    ]);
  });

  it("drops what was read for the old workspace and keeps what belongs to the account", () => {
    const client = new QueryClient();
    client.setQueryData(["cases", "list"], [{ id: "c1" }]);
    client.setQueryData(["cases", "deadline-list", 12], { items: [] });
    client.setQueryData(workspaceKeys.members("w1"), { members: [], invitations: [] });
    client.setQueryData(["profile"], { email: "a@b.test" });
    client.setQueryData(workspaceKeys.list(), [personal, firm]);

    resetWorkspaceData(client, "w2");

    expect(client.getQueryData(["cases", "list"])).toBeUndefined();
    expect(client.getQueryData(["cases", "deadline-list", 12])).toBeUndefined();
    expect(client.getQueryData(workspaceKeys.members("w1"))).toBeUndefined();
    expect(client.getQueryData(["profile"])).toEqual({ email: "a@b.test" });
    // The switcher keeps its label while the list is read again.
    expect(client.getQueryData(workspaceKeys.list())).toHaveLength(2);
    expect(docketWorkspace(client)).toBe("w2");
  });
});

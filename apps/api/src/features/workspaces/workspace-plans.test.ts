import { WORKSPACE_MSG } from "@owed/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, readOutbox, registerAndLogin } from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { checkout, createCoupon, submitForm } from "../billing/test-helpers.ts";

// Plans belong to workspaces (docs/workspaces.md, "Plans"): Starter's limit counts the
// workspace's cases whoever adds them, Pro is priced per member and bought by an owner for the
// current workspace, with coupons and the test-mode checkout.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = async (
  user: LoggedInUser,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) => {
  const res = await t.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};

async function firmWith(owner: LoggedInUser, members: [LoggedInUser, string][]): Promise<string> {
  const firm = (
    await call(owner, "POST", "/workspaces/api/workspaces/", { name: "Hale & Moss LLP" })
  ).body.data.id as string;
  for (const [member, role] of members) {
    await call(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
      email: member.email,
      role,
    });
    const mail = (await readOutbox(t.app)).filter((m) => m.to === member.email).at(-1);
    const token = String(mail?.tags.link).split("/invitations/")[1];
    expect(
      (await call(member, "POST", "/workspaces/api/invitations/accept/", { token })).status,
    ).toBe(200);
  }
  return firm;
}

describe("plans per workspace", () => {
  it("counts the workspace's active cases toward Starter's limit, whoever adds them", async () => {
    const owner = await registerAndLogin(t.app);
    const editor = await registerAndLogin(t.app);
    await firmWith(owner, [[editor, "editor"]]);
    for (const who of [owner, editor, owner]) {
      expect((await call(who, "POST", "/docket/api/add-docket/", newCase())).status).toBe(201);
    }
    const fourth = await call(editor, "POST", "/docket/api/add-docket/", newCase());
    expect(fourth.status).toBe(403);
    expect(fourth.body.code).toBe("plan_limit");
    // The editor's own workspace is another docket on its own plan.
    await call(editor, "PUT", "/workspaces/api/current/", { workspaceId: editor.id });
    expect((await call(editor, "POST", "/docket/api/add-docket/", newCase())).status).toBe(201);
  });

  it("prices Pro per member, lets only an owner buy it, and makes that workspace alone Pro", async () => {
    const owner = await registerAndLogin(t.app);
    const editor = await registerAndLogin(t.app);
    const viewer = await registerAndLogin(t.app);
    const firm = await firmWith(owner, [
      [editor, "editor"],
      [viewer, "viewer"],
    ]);
    for (const who of [editor, viewer]) {
      const refused = await checkout(t.app, who, { interval: "month" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(WORKSPACE_MSG.ownersOnly);
    }
    const opened = await checkout(t.app, owner, { interval: "month", price: 20 });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      workspace_id: firm,
      seats: 3,
      unit_price: "20.00",
      list_price: "60.00",
      discount: "0.00",
      total: "60.00",
    });
    expect((await submitForm(t.app, opened.json().checkout_url, "pay")).statusCode).toBe(303);

    const profile = await call(editor, "GET", "/authentication/api/profile/");
    expect(profile.body.profile.subscription_plan).toBe("pro");
    for (let i = 0; i < 4; i++) {
      expect((await call(editor, "POST", "/docket/api/add-docket/", newCase())).status).toBe(201);
    }
    // Their personal workspaces stay on their own plan.
    await call(owner, "PUT", "/workspaces/api/current/", { workspaceId: owner.id });
    const personal = await call(owner, "GET", "/authentication/api/profile/");
    expect(personal.body.profile.subscription_plan).toBe("free");

    await call(owner, "PUT", "/workspaces/api/current/", { workspaceId: firm });
    const events = await call(owner, "GET", `/workspaces/api/workspaces/${firm}/events/`);
    expect(events.body.data[0]).toMatchObject({ action: "plan changed" });
    expect(events.body.data[0].detail).toMatch(/^Pro until \d{4}-\d{2}-\d{2} \(3 members\)$/);
  });

  it("takes a coupon off the workspace's price", async () => {
    const owner = await registerAndLogin(t.app);
    const editor = await registerAndLogin(t.app);
    await firmWith(owner, [[editor, "editor"]]);
    const coupon = await createCoupon(t.app, { percentOff: 50 });
    const opened = await checkout(t.app, owner, { interval: "year", coupon: coupon.code });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      seats: 2,
      unit_price: "180.00",
      list_price: "360.00",
      discount: "180.00",
      total: "180.00",
    });
  });
});

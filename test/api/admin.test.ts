import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, expectProblem } from "../support/api";

describe.each(lanes())("admin API (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(lane);
  });
  afterAll(async () => server?.stop());
  const admin = (method: string, path: string, body?: unknown) => api(server, method, path, { key: server.adminKey, body });

  it("201 creates a user with tier, staff flag and credits; 409 already_exists for the same email", async () => {
    const email = `Dev-${Date.now()}@Example.com`;
    const res = await admin("POST", "/v1/admin/users", { email, name: "Dev", tier: "tier1", credits: 50 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: email.toLowerCase(), tier: "tier1", staff: false, credits_balance: 50 });
    expect(res.body.user_id).toMatch(/^usr_/);
    expectProblem(await admin("POST", "/v1/admin/users", { email }), 409, "already_exists");
  });

  it("400 invalid_request with per-field errors for a bad user body", async () => {
    const res = await admin("POST", "/v1/admin/users", { email: "not-an-email", tier: "platinum", credits: -5 });
    expectProblem(res, 400, "invalid_request");
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["credits", "email", "tier"]);
  });

  it("finds users by email and patches tier and staff", async () => {
    const email = `find-${Date.now()}@tests.local`;
    const created = await admin("POST", "/v1/admin/users", { email });
    const found = await admin("GET", `/v1/admin/users?email=${encodeURIComponent(email)}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0].user_id).toBe(created.body.user_id);
    const patched = await admin("PATCH", `/v1/admin/users/${created.body.user_id}`, { tier: "enterprise", staff: true });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ tier: "enterprise", staff: true });
    expectProblem(await admin("PATCH", "/v1/admin/users/usr_nope", { tier: "free" }), 404, "not_found");
  });

  it("grants credits and refuses to take the balance below zero", async () => {
    const user = await admin("POST", "/v1/admin/users", { email: `cr-${Date.now()}@tests.local`, credits: 5 });
    const granted = await admin("POST", `/v1/admin/users/${user.body.user_id}/credits`, { amount: 20, reason: "pilot" });
    expect(granted.body).toEqual({ user_id: user.body.user_id, credits_balance: 25 });
    expectProblem(await admin("POST", `/v1/admin/users/${user.body.user_id}/credits`, { amount: -26 }), 400, "invalid_request");
    expectProblem(await admin("POST", `/v1/admin/users/${user.body.user_id}/credits`, { amount: 0 }), 400, "invalid_request");
  });

  it("creates keys shown once, lists them without the raw key, and keeps admin for staff", async () => {
    const user = await admin("POST", "/v1/admin/users", { email: `keys-${Date.now()}@tests.local` });
    const created = await admin("POST", `/v1/admin/users/${user.body.user_id}/keys`, { name: "ci", scopes: ["all"], sandbox: true });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^svc_live_[0-9A-Za-z]{38}$/);
    expect(created.body.scopes).toEqual(["chat", "documents", "compliance", "corporate", "litigation", "audit", "contracts"]);
    expect(created.body.display_key).toBe(`svc_live_${created.body.key.slice(9, 13)}…${created.body.key.slice(-4)}`);
    const listed = await admin("GET", `/v1/admin/users/${user.body.user_id}/keys`);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.text).not.toContain(created.body.key);
    expect(listed.body.data[0]).not.toHaveProperty("key");

    const adminForNonStaff = await admin("POST", `/v1/admin/users/${user.body.user_id}/keys`, { name: "x", scopes: ["admin"] });
    expectProblem(adminForNonStaff, 400, "invalid_request");
    const past = await admin("POST", `/v1/admin/users/${user.body.user_id}/keys`, {
      name: "x",
      scopes: ["audit"],
      expires_at: "2001-01-01T00:00:00Z",
    });
    expectProblem(past, 400, "invalid_request");
  });

  it("a staff user's admin key works until the user is demoted", async () => {
    const user = await admin("POST", "/v1/admin/users", { email: `staff-${Date.now()}@tests.local`, staff: true });
    const key = await admin("POST", `/v1/admin/users/${user.body.user_id}/keys`, { name: "ops", scopes: ["admin"] });
    expect(key.status).toBe(201);
    expect((await api(server, "GET", "/v1/admin/users", { key: key.body.key })).status).toBe(200);
    await admin("PATCH", `/v1/admin/users/${user.body.user_id}`, { staff: false });
    expectProblem(await api(server, "GET", "/v1/admin/users", { key: key.body.key }), 403, "insufficient_scope");
  });

  it("404 for revoking an unknown key", async () => {
    expectProblem(await admin("POST", "/v1/admin/keys/key_nope/revoke"), 404, "not_found");
  });
});

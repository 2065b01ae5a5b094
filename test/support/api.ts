import { randomUUID } from "node:crypto";
import { registerModelRoute } from "./model-router";
import type { TestServer } from "./server";

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A thin fetch wrapper for API tests: JSON in, parsed JSON (or text) out. */
export async function api<T = any>(
  server: TestServer,
  method: string,
  path: string,
  options: { key?: string | null; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.Authorization = `Bearer ${options.key}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] ??= "application/json";
  }
  const res = await fetch(server.url + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (e.g. SSE)
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export interface TestTenant {
  userId: string;
  email: string;
  key: string;
  keyId: string;
}

/** Creates a user with its own key through the admin API (the way operators do). */
export async function createTenant(
  server: TestServer,
  options: { scopes?: string[]; credits?: number; tier?: string; sandbox?: boolean; staff?: boolean; password?: string } = {},
): Promise<TestTenant> {
  const email = `user-${randomUUID()}@tests.local`;
  const user = await api(server, "POST", "/v1/admin/users", {
    key: server.adminKey,
    body: { email, credits: options.credits ?? 0, tier: options.tier ?? "enterprise", staff: options.staff ?? false, password: options.password },
  });
  if (user.status !== 201) throw new Error(`create user failed: ${user.status} ${user.text}`);
  const key = await api(server, "POST", `/v1/admin/users/${user.body.user_id}/keys`, {
    key: server.adminKey,
    body: { name: "test", scopes: options.scopes ?? ["all"], sandbox: options.sandbox ?? false },
  });
  if (key.status !== 201) throw new Error(`create key failed: ${key.status} ${key.text}`);
  await routeModelRequests(server, user.body.user_id);
  return { userId: user.body.user_id, email, key: key.body.key, keyId: key.body.key_id };
}

/** On a shared server, sends `userId`'s model requests to the fake model(s) of the test file that made the tenant. */
export async function routeModelRequests(server: TestServer, userId: string): Promise<void> {
  if (!server.modelRoutes || Object.keys(server.modelRoutes).length === 0) return;
  await registerModelRoute(process.env.TEST_MODEL_ROUTER!, userId, server.modelRoutes);
}

/**
 * Signs in to the console the way the sign-in form does (next-auth's credentials callback with its CSRF token) and
 * answers the Cookie header of the session, for fetching console pages.
 */
export async function signInCookie(server: TestServer, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${server.url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const res = await fetch(`${server.url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = res.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.includes("session-token="));
  if (!session) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return session;
}

export function expectProblem(res: ApiResponse, status: number, code: string): void {
  if (res.status !== status || res.body?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${res.status}: ${res.text.slice(0, 500)}`);
  }
  if (!res.headers.get("content-type")?.startsWith("application/problem+json")) {
    throw new Error(`expected application/problem+json, got ${res.headers.get("content-type")}`);
  }
}

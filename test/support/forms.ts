import { fetchFrom } from "./fetch-from";
import type { TestServer } from "./server";

export const decodeEntities = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/**
 * Posts a page's form the way a browser without scripts does: the hidden fields React renders for its server
 * action (its id and bound state) plus the visible ones, as multipart/form-data from the page's own origin.
 */
export async function submitForm(server: TestServer, path: string, fields: Record<string, string>, headers: Record<string, string> = {}, from?: string) {
  const send = (url: string, init?: RequestInit) => (from ? fetchFrom(from, url, init) : fetch(url, init));
  const html = await (await send(server.url + path)).text();
  const form = new FormData();
  for (const [, attrs] of html.matchAll(/<input([^>]*type="hidden"[^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(attrs)?.[1];
    if (name) form.append(decodeEntities(name), decodeEntities(/value="([^"]*)"/.exec(attrs)?.[1] ?? ""));
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return send(server.url + path, { method: "POST", body: form, redirect: "manual", headers: { Origin: server.url, ...headers } });
}

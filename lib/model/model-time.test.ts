import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { endUserMetadata, measuringModelTime, modelRequestBegins, ModelTime } from "./model-time";
import { nodeFetch } from "./node-fetch";

describe("ModelTime: how long a call waited on the model", () => {
  it("counts overlapping requests once and a repeated end once", () => {
    // A faked clock: the figure is exact, whatever else the machine is doing.
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      const time = new ModelTime();
      const first = time.begin();
      vi.advanceTimersByTime(30);
      const second = time.begin();
      vi.advanceTimersByTime(30);
      first();
      first();
      vi.advanceTimersByTime(30);
      second();
      vi.advanceTimersByTime(30); // nothing outstanding: not model time
      expect(time.ms).toBe(90);
    } finally {
      vi.useRealTimers();
    }
  });

  it("collects only the requests of the measured call", async () => {
    const outside = modelRequestBegins();
    outside();
    const time = new ModelTime();
    await measuringModelTime(time, async () => {
      const end = modelRequestBegins();
      await sleep(20);
      end();
    });
    expect(time.ms).toBeGreaterThanOrEqual(18);
  });
});

describe("endUserMetadata: whom a model request is made for", () => {
  it("names the call's user inside a call made on a user's behalf, and nobody elsewhere", async () => {
    expect(endUserMetadata()).toBeUndefined();
    await measuringModelTime(new ModelTime(), async () => {
      await sleep(1);
      expect(endUserMetadata()).toEqual({ user_id: "usr_01TEST" });
    }, "usr_01TEST");
    await measuringModelTime(new ModelTime(), async () => expect(endUserMetadata()).toBeUndefined());
  });
});

describe("nodeFetch reports its requests as model time", () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/slow-json") setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end("{}"), 40);
      else {
        res.writeHead(200, { "content-type": "text/event-stream" }).flushHeaders();
        setTimeout(() => res.end("data: late\n\n"), 60);
      }
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("a JSON answer until it is read whole; an event stream until its headers", async () => {
    const fetcher = nodeFetch(fetch);
    const json = new ModelTime();
    await measuringModelTime(json, async () => (await fetcher(`${url}/slow-json`, { method: "POST", body: "{}" })).json());
    expect(json.ms).toBeGreaterThanOrEqual(35);
    const stream = new ModelTime();
    await measuringModelTime(stream, async () => {
      const res = await fetcher(`${url}/stream`, { method: "POST", body: "{}" });
      await res.text();
    });
    expect(stream.ms).toBeLessThan(40);
  });
});

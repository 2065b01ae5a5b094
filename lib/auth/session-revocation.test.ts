import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { createUser, getUser } from "@/lib/users/store";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { newSessionId } from "./session-cookie";
import { loadSessionUser, revokeSession } from "./session-revocation";
import { sessionStillValid } from "./session-validity";

describe.each(lanes())("signing out a console session (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  const newUser = () => createUser(db, { email: `${crypto.randomUUID()}@signout.test` });
  const stillValid = async (userId: string, session: { sid?: string; authTime: number }) => {
    const found = await loadSessionUser(db, userId, session.sid);
    return found !== null && sessionStillValid({ authTime: session.authTime, revoked: found.revoked }, found.user);
  };

  it("ends the signed-out session only: the same account's other session stays valid", async () => {
    const user = await newUser();
    const laptop = { sid: newSessionId(), authTime: Date.now() - 1000 };
    const phone = { sid: newSessionId(), authTime: Date.now() - 1000 };
    expect(await stillValid(user.id, laptop)).toBe(true);
    await revokeSession(db, { userId: user.id, ...laptop });
    expect(await stillValid(user.id, laptop)).toBe(false);
    expect(await stillValid(user.id, phone)).toBe(true);
    // Signing out twice (two tabs) is harmless.
    await revokeSession(db, { userId: user.id, ...laptop });
  });

  it("a token without a session id (issued before they existed) ends every session that began before now", async () => {
    const user = await newUser();
    const old = { authTime: Date.now() - 5000 };
    const other = { sid: newSessionId(), authTime: Date.now() - 5000 };
    await revokeSession(db, { userId: user.id, ...old });
    expect(await stillValid(user.id, old)).toBe(false);
    expect(await stillValid(user.id, other)).toBe(false);
    expect((await getUser(db, user.id))!.sessionsValidAfter).not.toBeNull();
    expect(await stillValid(user.id, { sid: newSessionId(), authTime: Date.now() + 1 })).toBe(true);
  });

  it("a deleted account has no session", async () => {
    expect(await loadSessionUser(db, "usr_missing", newSessionId())).toBeNull();
  });
});

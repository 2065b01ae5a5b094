"""Fixtures: a live production server and the fault proxy in front of it (started by scripts/run-python-client-tests.ts)."""

import os
import uuid

import httpx
import pytest

from legal_ai import LegalAI

SERVER = os.environ.get("LEGAL_AI_TEST_SERVER_URL")
PROXY = os.environ.get("LEGAL_AI_TEST_PROXY_URL")
ADMIN_KEY = os.environ.get("LEGAL_AI_TEST_ADMIN_KEY")
QUESTION = "Can a customer ask us to delete their personal data?"

if not SERVER:
    pytest.skip("no live server: run `npx tsx scripts/run-python-client-tests.ts`", allow_module_level=True)


class Proxy:
    """Control of test/support/fault-proxy.ts: inject faults, read the attempts it saw."""

    url = PROXY

    def inject(self, *faults):
        httpx.post(f"{PROXY}/__proxy/faults", json=list(faults)).raise_for_status()

    def state(self):
        return httpx.get(f"{PROXY}/__proxy/log").json()

    def log(self):
        return self.state()["log"]

    def control(self, name, body):
        httpx.post(f"{PROXY}/__proxy/{name}", json=body).raise_for_status()

    def reset(self):
        httpx.post(f"{PROXY}/__proxy/reset").raise_for_status()


@pytest.fixture()
def proxy():
    p = Proxy()
    p.reset()
    yield p
    p.reset()


@pytest.fixture(scope="session")
def admin():
    with LegalAI(api_key=ADMIN_KEY, base_url=SERVER) as client:
        yield client


def make_tenant(admin, credits=20, scopes=("all",), sandbox=False):
    user = admin.admin.users.create(email=f"py-{uuid.uuid4()}@tests.local", credits=credits, tier="enterprise")
    key = admin.admin.keys.create(user.user_id, name="pytest", scopes=list(scopes), sandbox=sandbox)
    return {"user_id": user.user_id, "key": key.key, "key_id": key.key_id}


@pytest.fixture()
def tenant(admin):
    return make_tenant(admin)


@pytest.fixture()
def client(tenant, proxy):
    with LegalAI(api_key=tenant["key"], base_url=PROXY) as c:
        yield c


@pytest.fixture(scope="session")
def openapi():
    return httpx.get(f"{SERVER}/v1/openapi.json").json()


def balance(tenant):
    with LegalAI(api_key=tenant["key"], base_url=SERVER) as c:
        return c.usage.retrieve().credits_balance

"""Every code example in README.md runs against the live service."""

import os
import re
import subprocess
import sys
from pathlib import Path

from conftest import SERVER

README = Path(__file__).resolve().parent.parent / "README.md"


def blocks():
    return re.findall(r"```python\n(.*?)```", README.read_text(), re.S)


# The folder the examples run in: it holds the contract.pdf the upload example reads (written by the runner).
UPLOADS = os.environ.get("LEGAL_AI_TEST_UPLOADS") or None


def run(code, tenant):
    env = {**os.environ, "LEGAL_AI_API_KEY": tenant["key"], "LEGAL_AI_BASE_URL": SERVER}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60, cwd=UPLOADS)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_every_readme_example_runs(tenant):
    examples = blocks()
    assert len(examples) == 6
    # The webhook example defines a handler; it is called below with a delivery signed by the service's code.
    webhook = examples.pop(2)
    outputs = [run(code, tenant) for code in examples]
    if os.environ.get("PRINT_README_OUTPUT"):
        print(outputs[0])
    assert "erasure" in outputs[0] and "(verified: True)" in outputs[0]
    assert re.search(r"request req_\S+, degraded: False, requests left this minute: \d+", outputs[0])
    assert re.search(r"^.+: 2 pages, overall risk \w+$", outputs[1], re.M)
    assert re.search(r"^- \[(low|medium|high|critical)\] .*governed by the laws of India", outputs[1], re.M)
    assert "erasure" in outputs[2]
    assert "erasure" in outputs[3] and re.search(r"^\d+ citations$", outputs[3], re.M)
    assert re.match(r"400 invalid_request message req_\S+", outputs[4])
    check_webhook_example(webhook)


def check_webhook_example(code):
    import httpx

    signer = os.environ.get("LEGAL_AI_TEST_SIGNER_URL")
    if not signer:
        return
    secret = "whsec_readme"
    body = '{"id":"evt_1","object":"event","type":"credits.low","created_at":"2026-11-28T00:00:00.000Z","data":{"credits_balance":4}}'
    header = httpx.post(signer, json={"secret": secret, "body": body}).json()["header"]
    program = code + (
        f"\nassert handle_webhook({body!r}.encode(), {{'Legal-AI-Signature': {header!r}}}) == 200"
        f"\nassert handle_webhook({body.replace('4', '9')!r}.encode(), {{'Legal-AI-Signature': {header!r}}}) == 400\n"
    )
    env = {**os.environ, "LEGAL_AI_WEBHOOK_SECRET": secret}
    out = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "credits.low evt_1: {'credits_balance': 4}" in out.stdout and "refused: signature mismatch" in out.stdout

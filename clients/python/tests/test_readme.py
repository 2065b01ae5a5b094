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


def run(code, tenant):
    env = {**os.environ, "LEGAL_AI_API_KEY": tenant["key"], "LEGAL_AI_BASE_URL": SERVER}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_every_readme_example_runs(tenant):
    examples = blocks()
    assert len(examples) == 4
    outputs = [run(code, tenant) for code in examples]
    if os.environ.get("PRINT_README_OUTPUT"):
        print(outputs[0])
    assert "erasure" in outputs[0] and "(verified: True)" in outputs[0]
    assert re.search(r"request req_\S+, degraded: False, requests left this minute: \d+", outputs[0])
    assert "erasure" in outputs[1]
    assert "erasure" in outputs[2] and re.search(r"^\d+ citations$", outputs[2], re.M)
    assert re.match(r"400 invalid_request message req_\S+", outputs[3])

#!/usr/bin/env bash
# Offline setup of the Python client's test environment: a venv on Debian's python3 (which has httpx and pytest
# from apt: python3-httpx python3-pytest python3-venv) with ./clients/python installed into it, no network needed.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=clients/python/.venv
PY=/usr/bin/python3
if ! "$PY" -c "import httpx, pytest, setuptools" 2>/dev/null; then
  echo "setup-python-client-tests: $PY lacks httpx/pytest/setuptools (apt-get install -y python3-httpx python3-pytest python3-venv python3-setuptools)" >&2
  exit 1
fi
[ -x "$VENV/bin/python" ] || "$PY" -m venv --system-site-packages "$VENV"
"$VENV/bin/python" -m pip install --quiet --no-deps --no-build-isolation --no-index --force-reinstall ./clients/python
rm -rf clients/python/build clients/python/src/*.egg-info
echo "setup-python-client-tests: legal-ai installed in $VENV"

import email.utils
import random
import time
from typing import Optional


def parse_retry_after(value: Optional[str]) -> Optional[float]:
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def retry_delay(retry_index: int, retry_after: Optional[float]) -> float:
    """Exponential backoff with jitter: about 0.5 s, 1 s, 2 s ... capped at 8 s; Retry-After (up to 60 s) wins."""
    if retry_after is not None and retry_after <= 60:
        return retry_after
    base = min(0.5 * 2**retry_index, 8.0)
    return base * (1 - random.random() * 0.25)


def should_retry(status: int, code: Optional[str]) -> bool:
    if status in (408, 429) or status >= 500:
        return True
    return status == 409 and code == "idempotency_key_in_use"

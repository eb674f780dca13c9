"""Safe retries: the transport every `Client` and `AuthenticatedClient` of this package uses
unless given another (`httpx_args={"transport": ...}`).

A write whose answer is lost may still have been applied: a `503` (the service's store
stalled), a connection reset, a timeout. So every write (POST, PUT, DELETE) carries an
`Idempotency-Key` (a new UUID unless the caller set one), and a request met by a `503`, a
`429` (after its
`Retry-After`) or a dropped connection is sent again with the same key: the service applies a
write once and answers a repeat with the first answer (`Idempotent-Replayed: true`).

Written by hand and copied into the package by openapi/regenerate.py, which also makes it the
generated clients' default transport.
"""

import asyncio
import time
import uuid

import httpx

RETRIED_STATUSES = (429, 503)


WRITES = ("POST", "PUT", "DELETE")


def _with_key(request: httpx.Request) -> None:
    if request.method in WRITES and "Idempotency-Key" not in request.headers:
        request.headers["Idempotency-Key"] = str(uuid.uuid4())


def _wait(response: httpx.Response | None, attempt: int, longest: float) -> float:
    """Seconds before the next attempt: the answer's Retry-After, else a doubling backoff."""
    raw = response.headers.get("Retry-After", "") if response is not None else ""
    wait = float(raw) if raw.isascii() and raw.isdigit() else 0.25 * 2 ** attempt
    return min(wait, longest)


class SafeRetries(httpx.BaseTransport):
    def __init__(self, transport: httpx.BaseTransport | None = None, attempts: int = 4,
                 longest_wait: float = 10.0):
        self.transport = transport or httpx.HTTPTransport()
        self.attempts, self.longest_wait = attempts, longest_wait

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        _with_key(request)
        attempt = 0
        while True:
            final = attempt + 1 >= self.attempts
            response: httpx.Response | None = None
            try:
                response = self.transport.handle_request(request)
            except httpx.TransportError:
                if final:
                    raise
            else:
                if final or response.status_code not in RETRIED_STATUSES:
                    return response
                response.close()
            time.sleep(_wait(response, attempt, self.longest_wait))
            attempt += 1

    def close(self) -> None:
        self.transport.close()


class AsyncSafeRetries(httpx.AsyncBaseTransport):
    def __init__(self, transport: httpx.AsyncBaseTransport | None = None, attempts: int = 4,
                 longest_wait: float = 10.0):
        self.transport = transport or httpx.AsyncHTTPTransport()
        self.attempts, self.longest_wait = attempts, longest_wait

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        _with_key(request)
        attempt = 0
        while True:
            final = attempt + 1 >= self.attempts
            response: httpx.Response | None = None
            try:
                response = await self.transport.handle_async_request(request)
            except httpx.TransportError:
                if final:
                    raise
            else:
                if final or response.status_code not in RETRIED_STATUSES:
                    return response
                await response.aclose()
            await asyncio.sleep(_wait(response, attempt, self.longest_wait))
            attempt += 1

    async def aclose(self) -> None:
        await self.transport.aclose()

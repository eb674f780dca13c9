"""A small Server-Sent Events reader for tests: frames with the time each one arrived."""

import json
import queue
import threading
import time
from dataclasses import dataclass

import requests


@dataclass
class Frame:
    event: str | None
    id: int | None
    data: dict | None
    comment: bool
    at: float


def parse(lines) -> Frame | None:
    """One frame from its lines (None for the `retry:` frame)."""
    fields, comment = {}, False
    for line in lines:
        if line.startswith(":"):
            comment = True
            continue
        name, _, value = line.partition(":")
        fields[name] = value.removeprefix(" ")
    if not fields and not comment:
        return None
    if set(fields) == {"retry"}:
        return None
    return Frame(fields.get("event"), int(fields["id"]) if "id" in fields else None,
                 json.loads(fields["data"]) if "data" in fields else None, comment,
                 time.monotonic())


class Stream:
    """Reads a stream in a background thread; `next()` gives the frames in order."""

    def __init__(self, url: str, headers: dict | None = None, timeout: float = 30):
        self.response = requests.get(url, headers=headers or {}, stream=True,
                                     timeout=(10, timeout))
        self.frames: queue.Queue = queue.Queue()
        self.closed = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        lines = []
        try:
            for line in self.response.iter_lines(chunk_size=1, decode_unicode=True):
                if line:
                    lines.append(line)
                    continue
                frame = parse(lines)
                lines = []
                if frame is not None:
                    self.frames.put(frame)
        except Exception:  # noqa: BLE001  (closed from another thread, or dropped: the end)
            pass
        finally:
            self.closed.set()
            self.frames.put(None)

    def next(self, timeout: float = 10) -> Frame | None:
        return self.frames.get(timeout=timeout)

    def events(self, until, timeout: float = 10) -> list[Frame]:
        """Game-event frames until `until(frame)` holds for a frame (included)."""
        out = []
        while True:
            frame = self.next(timeout)
            if frame is None:
                return out
            if frame.id is not None:
                out.append(frame)
            if until(frame):
                return out

    def close(self):
        self.response.close()

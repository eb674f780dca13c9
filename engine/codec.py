"""A compact, versioned binary form for JSON-like game data (states, records, events).

Every version: one version byte, then raw deflate of msgpack, where every card id becomes one
byte (a list of card ids, one byte each), with a preset dictionary of typical records and
events. A small event becomes about 17 bytes instead of about 90 in JSON. Data that starts with
`{` is the JSON of earlier versions and is read as such. Each dictionary is frozen with its
version, since data written with it must stay readable; pack writes the latest version, unpack
reads them all.

- Version 1: codec_v1.zdict (21.7 KB: msgpack of sample states, records and events of every
  kind, from the golden playouts), a 32 KB window.
- Version 2: the records and events of version 1's dictionary without its states (13.8 KB,
  `_V2_SAMPLES`), a 16 KB window. Each pack copies a compressor primed with its dictionary, and
  the copy's size follows the window: 80 KB instead of 144 KB, where copying was a tenth of a
  move's instructions. A record comes out about 3% larger, an event the same.
- Version 3: every map key the golden games use more than once is written as its number in
  codec_v3.keys (one byte for the first 128: JSON's keys are all strings, so a number can
  only be one of these), and a 16 KB dictionary of such msgpack (codec_v3.zdict: a record of
  each kind, then the events and moves of the golden games, the most common last). Both were
  built by tests/engine/codec_dictionary.py. Against version 2, an event takes about half
  the bytes, a move's entry in a game's record two fifths, a record three quarters.
"""

import json
import zlib
from importlib.resources import files

import msgpack

from .cards import standard_deck

VERSION = 3
# every card id of every game, by its one-byte code; append only (codes are stored)
_CARDS = standard_deck(jokers=2) + standard_deck(jokers=2, decks=2)
_CODE = {c: i for i, c in enumerate(_CARDS)}
_CARD, _CARD_LIST = 1, 2  # msgpack extension types
_CARD_EXT = {c: msgpack.ExtType(_CARD, bytes((i,))) for c, i in _CODE.items()}
_SCALARS = frozenset((int, bool, float, type(None)))
_ZDICT_V1 = files("engine").joinpath("codec_v1.zdict").read_bytes()
# version 2's dictionary: the byte ranges of version 1's that hold its records (one a kind) and
# its events; frozen with version 2
_V2_SAMPLES = ((0, 810), (1891, 3473), (6876, 7800), (9757, 10579), (12000, 21703))
_ZDICT_V2 = b"".join(_ZDICT_V1[start:end] for start, end in _V2_SAMPLES)
_KEYS_V3 = tuple(files("engine").joinpath("codec_v3.keys").read_text().splitlines())
_ZDICT_V3 = files("engine").joinpath("codec_v3.zdict").read_bytes()
_KEY_CODE = {key: i for i, key in enumerate(_KEYS_V3)}
# (window bits, dictionary, the keys written as numbers) of each version
_FORMATS = {1: (15, _ZDICT_V1, None), 2: (14, _ZDICT_V2, None), 3: (14, _ZDICT_V3, _KEYS_V3)}
# A compressor with the latest dictionary loaded once; each pack works on a copy of it. The
# copy (the window, and hash tables sized by memLevel) costs more than compressing a record or
# an event: level 5 at memLevel 5 keeps it small, and level 5's lazy matching still finds the
# dictionary's strings.
_DEFLATE = zlib.compressobj(5, zlib.DEFLATED, -_FORMATS[VERSION][0], 5,
                            zdict=_FORMATS[VERSION][1])


def compact(value, codes: dict):
    """`value` as msgpack is given it: card ids as one byte, lists of them a byte each, and
    map keys in `codes` as their numbers."""
    kind = type(value)
    if kind is dict:
        return {codes.get(k, k): v if type(v) in _SCALARS else compact(v, codes)
                for k, v in value.items()}
    if kind is list:
        if not value:
            return value
        # most lists of a record are hands and piles, all card ids; a list whose first item
        # is none (names, seats, flags) is not tried
        first = value[0]
        if type(first) is str and first in _CODE:
            try:
                return msgpack.ExtType(_CARD_LIST, bytes([_CODE[v] for v in value]))
            except (KeyError, TypeError):  # not a card id, or not hashable
                pass
        return [v if type(v) in _SCALARS else compact(v, codes) for v in value]
    if kind is str:
        return _CARD_EXT.get(value, value)
    return value


def _expand(code: int, data: bytes):
    if code == _CARD:
        return _CARDS[data[0]]
    if code == _CARD_LIST:
        return [_CARDS[b] for b in data]
    return msgpack.ExtType(code, data)


def pack(value) -> bytes:
    """`value` (JSON-compatible) in the latest version's compact form."""
    raw = msgpack.packb(compact(value, _KEY_CODE), use_bin_type=True)
    deflate = _DEFLATE.copy()
    return bytes((VERSION,)) + deflate.compress(raw) + deflate.flush()


class NewerFormat(ValueError):
    """Data a later release wrote, in a version this one cannot read: while a deploy runs
    old and new processes side by side, the old ones meet what the new ones stored."""


def unpack(data: bytes):
    """The value `pack` (of any version) made `data` from."""
    if data[:1] == b"{":
        return json.loads(data)
    try:
        window, zdict, keys = _FORMATS[data[0]]
    except KeyError:
        if data[:1] and data[0] > VERSION:
            raise NewerFormat(f"encoding version {data[0]}, from a later release (this one "
                              f"reads up to {VERSION})") from None
        raise ValueError(f"unknown encoding version {data[:1].hex()}") from None
    inflate = zlib.decompressobj(-window, zdict=zdict)
    raw = inflate.decompress(data[1:]) + inflate.flush()
    if keys is None:
        return msgpack.unpackb(raw, ext_hook=_expand, raw=False, strict_map_key=False)
    return msgpack.unpackb(raw, ext_hook=_expand, raw=False, strict_map_key=False,
                           object_pairs_hook=_keyed_v3)


def _keyed_v3(pairs: list) -> dict:
    return {_KEYS_V3[k] if type(k) is int else k: v for k, v in pairs}

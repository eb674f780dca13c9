"""A compact, versioned binary form for JSON-like game data (states, records, events).

Version 1: one version byte, then raw deflate of msgpack, where every card id becomes one byte
(a list of card ids, one byte each), with a preset dictionary of typical records and events
(codec_v1.zdict: msgpack of sample states, records and events of every kind, taken from the
golden playouts; frozen with this version, since data written with it must stay readable). A small
event becomes about 20 bytes instead of about 90 in JSON. Data that starts with `{` is the
JSON of earlier versions and is read as such.
"""

import json
import zlib
from importlib.resources import files

import msgpack

from .cards import standard_deck

VERSION = 1
# every card id of every game, by its one-byte code; append only (codes are stored)
_CARDS = standard_deck(jokers=2) + standard_deck(jokers=2, decks=2)
_CODE = {c: i for i, c in enumerate(_CARDS)}
_CARD, _CARD_LIST = 1, 2  # msgpack extension types
_CARD_EXT = {c: msgpack.ExtType(_CARD, bytes((i,))) for c, i in _CODE.items()}
_SCALARS = frozenset((int, bool, float, type(None)))
_ZDICT = files("engine").joinpath("codec_v1.zdict").read_bytes()
# a compressor with the dictionary loaded once; each pack works on a copy of it. Copying the
# compressor's state (its window, and hash tables sized by memLevel) costs more than
# compressing a record or an event: at memLevel 5 the copy is 56% of the default's
# (8), and level 5's lazy matching still finds the dictionary's strings. Against level 2
# at memLevel 8: states 4% smaller, events 8%, a move's packing as fast with cold caches,
# half the memory traffic.
# What any of these write, the one inflater reads.
_DEFLATE = zlib.compressobj(5, zlib.DEFLATED, -15, 5, zdict=_ZDICT)


def _compact(value):
    kind = type(value)
    if kind is dict:
        return {k: v if type(v) in _SCALARS else _compact(v) for k, v in value.items()}
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
        return [v if type(v) in _SCALARS else _compact(v) for v in value]
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
    """`value` (JSON-compatible) in version 1's compact form."""
    raw = msgpack.packb(_compact(value), use_bin_type=True)
    deflate = _DEFLATE.copy()
    return bytes((VERSION,)) + deflate.compress(raw) + deflate.flush()


def unpack(data: bytes):
    """The value `pack` (of any version) made `data` from."""
    if data[:1] == b"{":
        return json.loads(data)
    if data[0] != VERSION:
        raise ValueError(f"unknown encoding version {data[0]}")
    inflate = zlib.decompressobj(-15, zdict=_ZDICT)
    raw = inflate.decompress(data[1:]) + inflate.flush()
    return msgpack.unpackb(raw, ext_hook=_expand, raw=False, strict_map_key=False)

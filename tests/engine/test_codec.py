"""The stored encoding (engine/codec.py): every value comes back as it went in, card ids take one
byte, and data written by earlier code stays readable."""

import hashlib
import json
import random

import pytest

from engine import GAMES, codec
from engine.cards import standard_deck
from harness import golden

# written by version 1 of the codec: must stay readable as long as such records may exist
_WRITTEN_BY_V1 = bytes.fromhex(
    "016b870ca2323329199b8036ed5f6164832e2e07f66752730b4a2a272ccdcdac484d997c85519cfdc012d0"
    "3abcc58e2989cbf2528b81fddb89b0117f868515a7ed7f80cf5a620000")
# and by version 2 (its dictionary is part of the format: with another, this reads wrong)
_WRITTEN_BY_V2 = bytes.fromhex(
    "026b870ca2323329199b2c2ec92fb8c2c8065dcf08eccfa4e61694544e589a9b59919a32f90aa338fb8125a0"
    "25788b1d531297e5a51603fbb7136123fe0c0b2b4edbff002f77670000")
# and by version 3 (its key table too)
_WRITTEN_BY_V3 = bytes.fromhex(
    "036b573dcecca4646cb2b824bfe00a239bc52406c6a5a9b90525951396e66656a4a64cbec228ce7e406db1"
    "634ae2b2bcd46260db7e6213b0f064585871dafe0778c3200300")
# a digest of every version's dictionary and of version 3's key table
_FROZEN_TABLES = "4d040585b7d47401"
_VALUE = {"hand": ["10H", "AS", "JK1"], "top": "8C", "seats": [0, 1], "empty": [],
          "mixed": ["QD", 7, None], "name": "Ada", "nested": [{"card": "2C", "x": 1.5}]}


def _values_of_golden_games():
    for kind in sorted(GAMES):
        for record in golden.load(kind)[:6]:
            yield record["final"]
            yield from record["views"]
            for step in record["steps"]:
                yield step["move"]
                yield from step["events"]


def test_every_golden_state_view_move_and_event_comes_back_unchanged():
    count = 0
    for value in _values_of_golden_games():
        assert codec.unpack(codec.pack(value)) == value
        count += 1
    assert count > 1000


@pytest.mark.parametrize("value", [
    [], {}, "", [[]], {"a": []}, ["AS", 1], [1, "AS"], [True, "AS"], ["10H", "not a card"],
    ["AS"] * 300, [{"card": "2C"}, "3D"], 2**40, -1.25, None, False, "JK2",
    {"nested": {"deeper": [["KH", "KS"], ["QC"]]}},
])
def test_odd_shapes_come_back_with_their_types(value):
    back = codec.unpack(codec.pack(value))
    assert back == value
    assert json.dumps(back) == json.dumps(value)  # bools stay bools, lists stay lists


def test_a_shuffled_deck_costs_about_a_byte_a_card():
    deck = standard_deck()
    random.Random(3).shuffle(deck)
    assert len(codec.pack(deck)) <= len(deck) + 8
    assert len(codec.pack(json.dumps(deck))) > 2 * len(deck)  # the same deck as text


def test_what_earlier_versions_wrote_stays_readable():
    assert codec.unpack(_WRITTEN_BY_V1) == _VALUE
    assert codec.unpack(_WRITTEN_BY_V2) == _VALUE
    assert codec.unpack(_WRITTEN_BY_V3) == _VALUE


def test_the_dictionaries_fit_their_windows():
    # a dictionary longer than the 16 KB window would be cut to its last 16 KB
    assert len(codec._ZDICT_V2) <= 1 << 14
    assert len(codec._ZDICT_V3) <= 1 << 14


def test_the_frozen_tables_are_unchanged():
    # data written with a version's tables reads back only with the same tables: a new
    # dictionary or key table is a new version (tests/engine/codec_dictionary.py builds them)
    frozen = hashlib.sha256()
    for part in (codec._ZDICT_V1, codec._ZDICT_V2, codec._ZDICT_V3,
                 "\n".join(codec._KEYS_V3).encode()):
        frozen.update(hashlib.sha256(part).digest())
    assert frozen.hexdigest()[:16] == _FROZEN_TABLES
    assert len(codec._KEYS_V3) == len(set(codec._KEYS_V3))


def test_keys_outside_the_table_and_numbers_as_keys_come_back_as_strings():
    value = {"type": 1, "not a stored key": {"seat": 2, "0": "0", "7": []}}
    assert codec.unpack(codec.pack(value)) == value
    assert "type" in codec._KEYS_V3 and "not a stored key" not in codec._KEYS_V3


def test_json_records_of_earlier_versions_are_read_as_json():
    assert codec.unpack(json.dumps(_VALUE).encode()) == _VALUE


def test_an_unknown_version_is_refused():
    with pytest.raises(ValueError, match="unknown encoding version") as refused:
        codec.unpack(b"\x00\x00")
    assert not isinstance(refused.value, codec.NewerFormat)


def test_a_later_releases_version_is_told_apart():
    # what a deploy's older processes meet: the service answers it 503, to be retried
    with pytest.raises(codec.NewerFormat, match=f"encoding version {codec.VERSION + 1}"):
        codec.unpack(bytes((codec.VERSION + 1,)) + b"\x00")

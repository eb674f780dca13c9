"""The typed game record reads and writes the document the store keeps as it is: every field
the service writes round-trips, optional ones stay out while None, and a field of a later
release is kept."""

from engine import codec
from service.game_record import GameRecord

from .helpers import keys_of, store_client


def test_stored_records_round_trip_to_the_same_document(client, redis_url, key_prefix):
    created = client.post("/v1/games", json={
        "kind": "dac", "players": [{"name": "a"}, {"bot": "greedy"}],
        "clock": {"turn_seconds": 60}}).get_json()
    waiting = client.post("/v1/games", json={
        "kind": "slyng", "players": [{"name": "a"}], "seats": 2}).get_json()
    store = store_client(redis_url)
    keys = keys_of(redis_url, key_prefix)
    for game in (created, waiting):
        doc = codec.unpack(store.hget(keys.game(game["game_id"]), "doc"))
        record = GameRecord.from_doc(doc)
        assert record.to_doc() == doc and list(record.to_doc()) == list(doc)
        assert record.extra == {}
    assert GameRecord.from_doc(doc).clock is None and "clock" not in doc


def test_a_field_of_a_later_release_is_kept():
    doc = {"kind": "slyng", "options": {}, "seats": [None, None], "grants": {}, "seed": "s",
           "deck": None, "dealer": None, "stacked": False, "state": None, "status": "waiting",
           "to_act": [], "lobby": {"listed": True}}
    record = GameRecord.from_doc(doc)
    assert record.extra == {"lobby": {"listed": True}} and record.to_doc() == doc

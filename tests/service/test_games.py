"""The games resource against a real Redis: the whole API, auth, bad input, If-Match."""

from harness.playout import cards_in

from ..engine.vri_helpers import stacked_deck
from .helpers import auth, create, keys_of, store_client

HANDS = [["5C", "KH", "2S", "3S", "4S", "6S"], ["9H", "2H", "3H", "4H", "6H", "7H"]]
DECK = stacked_deck(HANDS, "9C", dealer=1)


def stacked(client):
    return create(client, deck=DECK, dealer=1)


def problem(response, status, code):
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert body["code"] == code and body["status"] == status and body["type"].endswith(code.lower())
    return body


def test_create_and_view_per_seat(client):
    game = stacked(client)
    gid, tokens = game["game_id"], [s["token"] for s in game["seats"]]
    assert game["status"] == "playing" and game["version"] == 1
    mine = client.get(f"/v1/games/{gid}", headers=auth(tokens[0]))
    assert mine.headers["ETag"] == '"1"'
    view = mine.get_json()
    assert view["seat"] == 0 and view["hand"] == HANDS[0] and view["to_act"] == [0]
    assert view["stacked_deck"] is True and view["top_card"] == "9C"
    spectator = client.get(f"/v1/games/{gid}").get_json()
    assert "hand" not in spectator and spectator["seat"] is None
    host = client.get(f"/v1/games/{gid}", headers=auth(game["host_token"])).get_json()
    assert "hand" not in host
    shown = cards_in({k: v for k, v in spectator.items() if k != "options"})
    assert not shown & set(HANDS[0] + HANDS[1])


def test_play_through_legal_moves_to_the_end(client):
    game = create(client, names=("A", "B", "C"))
    gid, tokens = game["game_id"], [s["token"] for s in game["seats"]]
    for _ in range(3000):
        view = client.get(f"/v1/games/{gid}").get_json()
        if view["status"] == "finished":
            break
        seat = view["to_act"][0]
        listed = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).get_json()
        moves = listed["moves"]
        plays = [m for m in moves if m["type"] == "play"]
        move = plays[0] if plays else next(m for m in moves if m["type"] in ("draw", "pass"))
        r = client.post(f"/v1/games/{gid}/moves", json=move, headers=auth(tokens[seat]))
        assert r.status_code == 200, r.get_json()
        assert r.get_json()["version"] == listed["version"] + 1
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["status"] == "finished" and len(sum(final["result"]["finishing_order"], [])) == 3
    r = client.post(f"/v1/games/{gid}/moves", json={"type": "draw"}, headers=auth(tokens[0]))
    problem(r, 409, "GAME_OVER")


def test_illegal_moves_are_problems_and_change_nothing(client):
    game = stacked(client)
    gid, t0, t1 = game["game_id"], game["seats"][0]["token"], game["seats"][1]["token"]
    cases = [
        (t1, {"type": "draw"}, 409, "NOT_YOUR_TURN"),
        (t0, {"type": "play", "card": "9H"}, 409, "CARD_NOT_IN_HAND"),
        (t0, {"type": "play", "card": "KH"}, 409, "NO_MATCH"),
        (t0, {"type": "play", "card": "XX"}, 422, "BAD_PARAMETERS"),
        (t0, {"type": "play", "card": "5C", "bogus": 1}, 422, "BAD_PARAMETERS"),
        (t0, {"type": "pass"}, 409, "CANNOT_PASS_YET"),
        (t0, ["not", "an", "object"], 422, "BAD_PARAMETERS"),
    ]
    for token, move, status, code in cases:
        body = problem(client.post(f"/v1/games/{gid}/moves", json=move, headers=auth(token)),
                       status, code)
        assert "9H" not in body["detail"] or token == t0 and move.get("card") == "9H"
    r = client.post(f"/v1/games/{gid}/moves", data="{nope", headers={
        **auth(t0), "Content-Type": "application/json"})
    problem(r, 400, "BAD_JSON")
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == 1


def test_validate_is_a_dry_run(client):
    game = stacked(client)
    gid, t0 = game["game_id"], game["seats"][0]["token"]
    ok = client.post(f"/v1/games/{gid}/moves/validate", json={"type": "play", "card": "5C"},
                     headers=auth(t0)).get_json()
    assert ok == {"legal": True}
    no = client.post(f"/v1/games/{gid}/moves/validate", json={"type": "play", "card": "KH"},
                     headers=auth(t0)).get_json()
    assert no["legal"] is False and no["code"] == "NO_MATCH"
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == 1


def test_if_match(client):
    game = stacked(client)
    gid, t0 = game["game_id"], game["seats"][0]["token"]
    stale = client.post(f"/v1/games/{gid}/moves", json={"type": "draw"},
                        headers={**auth(t0), "If-Match": '"7"'})
    problem(stale, 412, "STALE_STATE")
    fresh = client.post(f"/v1/games/{gid}/moves", json={"type": "draw"},
                        headers={**auth(t0), "If-Match": '"1"'})
    assert fresh.status_code == 200 and fresh.headers["ETag"] == '"2"'


def test_auth_failures(client):
    game, other = stacked(client), stacked(client)
    gid = game["game_id"]
    problem(client.get(f"/v1/games/{gid}/legal-moves"), 401, "TOKEN_REQUIRED")
    problem(client.get(f"/v1/games/{gid}", headers=auth("forged")), 401, "INVALID_TOKEN")
    problem(client.get(f"/v1/games/{gid}", headers={"Authorization": "Basic x"}), 401,
            "INVALID_TOKEN")
    foreign = other["seats"][0]["token"]
    problem(client.post(f"/v1/games/{gid}/moves", json={"type": "draw"}, headers=auth(foreign)),
            401, "INVALID_TOKEN")
    problem(client.post(f"/v1/games/{gid}/moves", json={"type": "draw"},
                        headers=auth(game["host_token"])), 403, "NOT_A_PLAYER")
    problem(client.get("/v1/games/0123456789abcdef0123"), 404, "GAME_NOT_FOUND")
    problem(client.get("/v1/games/a%2fb"), 404, "NOT_FOUND")


def test_join_open_seats_then_deal(client):
    game = create(client, names=("Ann",), seats=3)
    gid = game["game_id"]
    waiting = client.get(f"/v1/games/{gid}").get_json()
    assert waiting["status"] == "waiting" and waiting["open_seats"] == [1, 2]
    problem(client.post(f"/v1/games/{gid}/moves", json={"type": "draw"},
                        headers=auth(game["seats"][0]["token"])), 409, "NOT_STARTED")
    first = client.post(f"/v1/games/{gid}/players", json={"name": "Bo"}).get_json()
    second = client.post(f"/v1/games/{gid}/players", json={"name": "Cy"}).get_json()
    assert (first["seat"], second["seat"], second["status"]) == (1, 2, "playing")
    view = client.get(f"/v1/games/{gid}", headers=auth(second["token"])).get_json()
    assert view["seat"] == 2 and len(view["hand"]) == 6
    problem(client.post(f"/v1/games/{gid}/players", json={"name": "Di"}), 409, "GAME_FULL")


def test_bad_creation_requests(client):
    cases = [
        ({"kind": "chess", "players": [{"name": "a"}, {"name": "b"}]}, 422, "UNKNOWN_KIND"),
        ({"kind": "vri_atter", "players": [{"name": "a"}]}, 422, "BAD_PARAMETERS"),
        ({"kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}],
          "options": {"hand_size": 9}}, 422, "BAD_PARAMETERS"),
        ({"kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}], "extra": 1},
         422, "BAD_PARAMETERS"),
        ({"kind": "vri_atter", "players": [{"name": 5}, {"name": "b"}]}, 422, "BAD_PARAMETERS"),
        ({"kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}], "deck": ["AS"]},
         422, "BAD_PARAMETERS"),
        ({"kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}], "dealer": 5},
         422, "BAD_PARAMETERS"),
    ]
    for body, status, code in cases:
        problem(client.post("/v1/games", json=body), status, code)
    problem(client.post("/v1/games", data="x" * 70_000, content_type="application/json"), 413,
            "PAYLOAD_TOO_LARGE")


def test_stacked_decks_need_the_setting(redis_url, key_prefix):
    from service import create_app
    from service.config import Settings

    app = create_app(Settings(redis_url=redis_url, key_prefix=key_prefix))
    r = app.test_client().post("/v1/games", json={
        "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}], "deck": DECK})
    problem(r, 403, "STACKED_DECKS_DISABLED")


def test_events_are_redacted_per_viewer(client):
    game = stacked(client)
    gid, t0, t1 = game["game_id"], game["seats"][0]["token"], game["seats"][1]["token"]
    client.post(f"/v1/games/{gid}/moves", json={"type": "draw"}, headers=auth(t0))
    mine = client.get(f"/v1/games/{gid}/events", headers=auth(t0)).get_json()["events"]
    theirs = client.get(f"/v1/games/{gid}/events", headers=auth(t1)).get_json()["events"]
    public = client.get(f"/v1/games/{gid}/events").get_json()["events"]
    dealt = [e for e in mine if e["type"] == "dealt"][0]
    assert dealt["hand"] == HANDS[0]
    assert [e for e in theirs if e["type"] == "dealt"][0]["hand"] == HANDS[1]
    assert "hand" not in [e for e in public if e["type"] == "dealt"][0]
    drew_mine, drew_theirs = mine[-1], theirs[-1]
    assert drew_mine["type"] == drew_theirs["type"] == "drew"
    assert drew_mine["cards"] and "cards" not in drew_theirs
    assert [e["seq"] for e in mine] == list(range(1, len(mine) + 1))
    later = client.get(f"/v1/games/{gid}/events?after={len(mine) - 1}", headers=auth(t0))
    assert [e["seq"] for e in later.get_json()["events"]] == [len(mine)]
    problem(client.get(f"/v1/games/{gid}/events?after=-1"), 422, "BAD_PARAMETERS")


def test_games_expire(client, app, redis_url):
    game = stacked(client)
    settings = app.extensions["cardtable"]["settings"]
    key = app.extensions["cardtable"]["store"].game_key(game["game_id"])
    ttl = store_client(redis_url).ttl(key)
    assert 0 < ttl <= settings.idle_ttl_seconds


def test_event_cursor_out_of_range_is_a_422(client):
    gid = stacked(client)["game_id"]
    problem(client.get(f"/v1/games/{gid}/events?after=36893488147419103232"), 422, "BAD_PARAMETERS")


def test_dac_card_seen_once_is_not_served_again(client):
    game = create(client, kind="dac", names=("A", "B"), options={"initial_peek": "fixed_first_two"})
    gid = game["game_id"]
    seat = client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
    token = game["seats"][seat]["token"]
    drew = client.post(f"/v1/games/{gid}/moves", json={"type": "draw_stock"},
                       headers=auth(token)).get_json()
    card = [e for e in drew["events"] if e["type"] == "drew"][0]["card"]
    assert drew["view"]["pending"]["card"] == card  # pending: the drawer's view shows it
    placed = client.post(f"/v1/games/{gid}/moves", json={"type": "replace", "slot": 2},
                         headers=auth(token)).get_json()
    assert card not in str(placed["view"])
    log = client.get(f"/v1/games/{gid}/events", headers=auth(token)).get_json()["events"]
    assert not any(e.get("card") == card for e in log if e["type"] == "drew")


def test_conditional_reads_answer_304_while_the_version_holds(client):
    game = stacked(client)
    gid, t0 = game["game_id"], game["seats"][0]["token"]
    for path in (f"/v1/games/{gid}", f"/v1/games/{gid}/legal-moves", f"/v1/games/{gid}/events"):
        first = client.get(path, headers=auth(t0))
        assert first.status_code == 200 and first.headers["ETag"] == '"1"'
        assert "Authorization" in first.headers["Vary"]
        same = client.get(path, headers={**auth(t0), "If-None-Match": '"1"'})
        assert same.status_code == 304 and same.get_data() == b"" and same.headers["ETag"] == '"1"'
        listed = client.get(path, headers={**auth(t0), "If-None-Match": 'W/"0", "1"'})
        assert listed.status_code == 304
        other = client.get(path, headers={**auth(t0), "If-None-Match": '"0"'})
        assert other.status_code == 200 and other.get_json()
    problem(client.get(f"/v1/games/{gid}", headers={**auth("forged"), "If-None-Match": '"1"'}),
            401, "INVALID_TOKEN")
    client.post(f"/v1/games/{gid}/moves", json={"type": "draw"}, headers=auth(t0))
    moved = client.get(f"/v1/games/{gid}", headers={**auth(t0), "If-None-Match": '"1"'})
    assert moved.status_code == 200 and moved.headers["ETag"] == '"2"'


def test_typed_move_operations_take_only_their_kind(client):
    game = stacked(client)
    gid, t0 = game["game_id"], game["seats"][0]["token"]
    wrong = client.post(f"/v1/games/{gid}/president/moves", json={"type": "pass"},
                        headers=auth(t0))
    body = problem(wrong, 409, "KIND_MISMATCH")
    assert "vri_atter" in body["detail"]
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == 1
    ok = client.post(f"/v1/games/{gid}/vri_atter/moves", json={"type": "play", "card": "5C"},
                     headers=auth(t0))
    assert ok.status_code == 200 and ok.get_json()["kind"] == "vri_atter"
    check = client.post(f"/v1/games/{gid}/vri_atter/moves/validate", json={"type": "draw"},
                        headers=auth(t0)).get_json()
    assert check["legal"] is False and check["code"] == "NOT_YOUR_TURN"


def test_events_come_in_pages(client):
    game = stacked(client)
    gid, t0 = game["game_id"], game["seats"][0]["token"]
    full = client.get(f"/v1/games/{gid}/events", headers=auth(t0)).get_json()
    assert full["next_after"] is None and full["oldest_seq"] == 1
    pages, after = [], 0
    while after is not None:
        page = client.get(f"/v1/games/{gid}/events?after={after}&limit=1",
                          headers=auth(t0)).get_json()
        assert len(page["events"]) == 1
        pages += page["events"]
        after = page["next_after"]
    assert pages == full["events"]
    problem(client.get(f"/v1/games/{gid}/events?limit=1001"), 422, "BAD_PARAMETERS")


def test_a_match_keeps_its_current_and_previous_round(client, redis_url, settings):
    game = create(client, kind="president", names=("A", "B", "C"))
    gid, tokens = game["game_id"], [s["token"] for s in game["seats"]]
    key = keys_of(redis_url, settings.key_prefix).game(gid) + ":events"
    store = store_client(redis_url)
    lengths, oldest = [], []
    for _ in range(5000):
        view = client.get(f"/v1/games/{gid}").get_json()
        if view["round"] > 5:
            break
        seat = view["to_act"][0]
        listed = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).get_json()
        move = listed["moves"][0]
        assert client.post(f"/v1/games/{gid}/moves", json=move,
                           headers=auth(tokens[seat])).status_code == 200
        if move["type"] == "next_round":
            lengths.append(store.llen(key))
            oldest.append(client.get(f"/v1/games/{gid}/events").get_json()["oldest_seq"])
    assert len(lengths) >= 4
    # at each new deal only the finished round and the new one are kept
    assert max(lengths) < 2 * min(lengths) + 60, lengths
    assert oldest[0] == 1 and oldest[-1] > oldest[-2] > 1
    events = client.get(f"/v1/games/{gid}/events", headers=auth(tokens[0])).get_json()
    assert events["events"][0]["seq"] == events["oldest_seq"]
    assert events["events"][0]["type"] == "dealt"
    view = client.get(f"/v1/games/{gid}").get_json()
    assert len(view["rounds"]) == view["round"] - 1  # every round summarized in the view

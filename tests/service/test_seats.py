"""Leaving and taking over seats over HTTP: resigning, the host handing an absent person's seat
to a bot, the person taking it back, and the host cancelling a waiting game."""

from engine.referee import verify

from .contract import assert_valid, component
from .helpers import auth, create


def events_of(client, game_id, token=None):
    return client.get(f"/v1/games/{game_id}/events?after=0&limit=1000",
                      headers=auth(token) if token else {}).get_json()["events"]


def move(client, game_id, token, body):
    return client.post(f"/v1/games/{game_id}/moves", json=body, headers=auth(token))


def test_a_seat_resigns_with_a_move_and_its_rules_follow(client):
    game = create(client, kind="slyng", names=("Ann", "Bo", "Cy"))
    game_id, bo = game["game_id"], game["seats"][1]["token"]
    answer = move(client, game_id, bo, {"type": "resign"})
    assert answer.status_code == 200, answer.get_json()
    body = answer.get_json()
    assert [e["type"] for e in body["events"]] == ["resigned", "game_over"]
    assert body["view"]["resigned"] == [1] and body["view"]["status"] == "finished"
    assert body["view"]["result"]["finishing_order"][-1] == [1]
    again = move(client, game_id, bo, {"type": "resign"})
    assert again.status_code == 409 and again.get_json()["code"] == "GAME_OVER"
    record = client.get(f"/v1/games/{game_id}/record").get_json()
    assert record["moves"] == [{"seat": 1, "move": {"type": "resign"}}]
    assert verify(record)["valid"]


def test_the_host_hands_a_seat_to_a_bot_and_the_person_takes_it_back(client):
    game = create(client, kind="vri_atter", names=("Ann", "Bo"), seed="hand-over")
    game_id, host = game["game_id"], game["host_token"]
    ann, bo = game["seats"][0]["token"], game["seats"][1]["token"]
    url = f"/v1/games/{game_id}/seats/1/bot"
    refused = client.put(url, json={"bot": "greedy"}, headers=auth(ann))
    assert refused.status_code == 403
    bad = client.put(url, json={"bot": "clever"}, headers=auth(host))
    assert bad.status_code == 422 and bad.get_json()["field"] == "bot"
    handed = client.put(url, json={"bot": "greedy"}, headers=auth(host))
    assert handed.status_code == 200, handed.get_json()
    assert handed.get_json()["bots"] == [{"seat": 1, "name": "Bo", "bot": "greedy",
                                          "budget_ms": 200}]
    twice = client.put(url, json={"bot": "random"}, headers=auth(host))
    assert twice.status_code == 409 and twice.get_json()["code"] == "SEAT_PLAYED_BY_BOT"
    # the bot plays Bo's turns: whenever Ann has moved, the turn comes back to her
    for _ in range(6):
        view = client.get(f"/v1/games/{game_id}", headers=auth(ann)).get_json()
        if view["status"] != "playing":
            break
        assert view["to_act"] == [0]
        listed = client.get(f"/v1/games/{game_id}/legal-moves", headers=auth(ann)).get_json()
        assert move(client, game_id, ann, listed["moves"][0]).status_code == 200
    types = [e["type"] for e in events_of(client, game_id)]
    assert "handed_to_bot" in types
    refused = move(client, game_id, bo, {"type": "draw"})
    assert refused.status_code == 409 and refused.get_json()["code"] == "SEAT_PLAYED_BY_BOT"
    assert client.delete(url, headers=auth(ann)).status_code == 403
    back = client.delete(url, headers=auth(bo))
    assert back.status_code == 200 and back.get_json()["bots"] == []
    assert events_of(client, game_id)[-1]["type"] == "taken_back"
    assert client.delete(url, headers=auth(bo)).status_code == 409
    listed = client.get(f"/v1/games/{game_id}/events?after=0&limit=1000").get_json()
    assert_valid(component("EventList"), listed, "events with a handover")
    assert_valid(component("SeatChange"), back.get_json(), "a seat taken back")
    # the record (once the game is over) says who made each move
    move(client, game_id, ann, {"type": "resign"})
    record = client.get(f"/v1/games/{game_id}/record").get_json()
    assert verify(record)["valid"]
    by_bo = {m.get("by") for m in record["moves"] if m["seat"] == 1}
    assert by_bo == {"bot"}
    assert all("by" not in m for m in record["moves"] if m["seat"] == 0)


def test_the_host_cancels_a_waiting_game(client):
    game = create(client, kind="president", names=("Ann",), seats=3)
    game_id, host, ann = game["game_id"], game["host_token"], game["seats"][0]["token"]
    url = f"/v1/games/{game_id}"
    assert client.delete(url, headers=auth(ann)).status_code == 403
    assert client.delete(url).status_code == 401
    done = client.delete(url, headers=auth(host))
    assert done.status_code == 204, done.get_json()
    gone = client.get(url)
    assert gone.status_code == 404 and gone.get_json()["code"] == "GAME_NOT_FOUND"
    join = client.post(f"{url}/players", json={"name": "Bo"})
    assert join.status_code == 404
    assert client.delete(url, headers=auth(host)).status_code == 404


def test_a_dealt_game_cannot_be_cancelled(client):
    game = create(client)
    refused = client.delete(f"/v1/games/{game['game_id']}", headers=auth(game["host_token"]))
    assert refused.status_code == 409 and refused.get_json()["code"] == "WRONG_PHASE"

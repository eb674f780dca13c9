"""The README's curl walkthrough and docs/bots.md's game against bots, replayed through the
app: they must stay true."""

import json
import re
from pathlib import Path

from .helpers import auth

ROOT = Path(__file__).parents[2]
README = (ROOT / "README.md").read_text()
BOTS_DOC = (ROOT / "docs" / "bots.md").read_text()


def test_walkthrough_plays_to_the_documented_end(client):
    deck = json.loads(re.search(r"DECK='(\[.*\])'", README).group(1))
    game = client.post("/v1/games", json={"kind": "vri_atter", "deck": deck, "dealer": 1,
                                          "players": [{"name": "Ann"}, {"name": "Bo"}]}).get_json()
    gid = game["game_id"]
    tokens = {"ANN": game["seats"][0]["token"], "BO": game["seats"][1]["token"]}
    moves = re.findall(r"""^    move "\$(ANN|BO)" +'(.*)'$""", README, re.MULTILINE)
    assert len(moves) == 11
    for who, body in moves:
        listed = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[who])).get_json()
        assert json.loads(body) in listed["moves"]
        r = client.post(f"/v1/games/{gid}/moves", json=json.loads(body), headers=auth(tokens[who]))
        assert r.status_code == 200, r.get_json()
        if who == "ANN" and "announce" in body:
            knock = client.post(f"/v1/games/{gid}/moves", json={"type": "knock", "target": 0},
                                headers=auth(tokens["BO"]))
            assert knock.get_json()["code"] == "INVALID_KNOCK"
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["status"] == "finished"
    assert final["result"] == {"finishing_order": [[0], [1]], "blocked": False}


def test_the_game_against_bots_plays_as_the_docs_show(patient_app):
    client = patient_app.test_client()
    section = BOTS_DOC[BOTS_DOC.index("## Playing against bots with curl"):]
    body = json.loads(re.search(r"-d '(\{\"kind\": \"slyng\",.*?\]\})'", section,
                                re.DOTALL).group(1).replace("\n      ", " "))
    hint_query = re.search(r'"\$API/games/\$ID/hint\?([^"]+)"', section).group(1)
    game = client.post("/v1/games", json=body).get_json()
    assert [json.dumps(b, separators=(",", ":")) for b in game["bots"]] == \
        re.findall(r"^    # (\{\"seat\".*\})$", section, re.MULTILINE)
    gid, token = game["game_id"], game["seats"][0]["token"]
    for _ in range(500):
        if client.get(f"/v1/games/{gid}").get_json()["status"] == "finished":
            break
        hint = client.get(f"/v1/games/{gid}/hint?{hint_query}", headers=auth(token)).get_json()
        if hint.get("move") is None:
            continue
        posted = client.post(f"/v1/games/{gid}/moves", json=hint["move"], headers=auth(token))
        assert posted.status_code == 200, posted.get_json()
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["status"] == "finished" and final["result"]["finishing_order"]

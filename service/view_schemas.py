"""JSON schemas of each kind's view, as the engine's `view` builds it (OpenAPI components).

A test validates every view of many random games against these, so they stay exact.
Fields a waiting game (seats still open) does not have yet are optional.
"""

CARD = {"$ref": "#/components/schemas/Card"}
CARDS = {"type": "array", "items": CARD}
SEAT = {"type": "integer", "minimum": 0}
MAYBE_SEAT = {"type": ["integer", "null"], "minimum": 0}
SUIT = {"type": "string", "enum": ["C", "D", "H", "S"]}


def nullable(schema: dict) -> dict:
    return {"oneOf": [{"type": "null"}, schema]}


def obj(properties: dict, required=None, **extra) -> dict:
    return {"type": "object", "properties": properties,
            "required": list(properties) if required is None else required,
            "additionalProperties": False, **extra}


def _view(kind: str, player_fields: dict, fields: dict, result: dict, options_ref: str) -> dict:
    player = obj({"seat": SEAT, "name": {"type": ["string", "null"]}, **player_fields},
                 required=["seat", "name"])
    common = {
        "game_id": {"type": "string"},
        "version": {"type": "integer", "minimum": 1},
        "kind": {"type": "string", "enum": [kind]},
        "status": {"type": "string", "enum": ["waiting", "playing", "finished"]},
        "seat": {**MAYBE_SEAT, "description": "The viewer's seat; null for the host or a spectator."},
        "to_act": {"type": "array", "items": SEAT, "description": "Seats that may act in turn now."},
        "players": {"type": "array", "items": player},
        "options": {"$ref": f"#/components/schemas/{options_ref}"},
        "stacked_deck": {"type": "boolean"},
        "result": nullable(result),
    }
    extra = {
        "open_seats": {"type": "array", "items": SEAT, "description": "Only while waiting."},
        "hand": {**CARDS, "description": "Only for a seat viewer: that seat's cards."},
        **fields,
    }
    return obj({**common, **extra}, required=list(common))


VRI_ATTER = _view(
    "vri_atter",
    {"hand_count": {"type": "integer"}, "vulnerable": {"type": "boolean"},
     "announced": {"type": "boolean"}, "finished_position": MAYBE_SEAT},
    {"phase": {"type": "string", "enum": ["turn", "finished"]},
     "dealer": SEAT, "current": MAYBE_SEAT, "top_card": CARD, "active_suit": SUIT,
     "active_rank": {"type": "string"}, "discard_pile": CARDS,
     "stock_count": {"type": "integer"}, "draws_this_turn": {"type": "integer"},
     "finishing_order": {"type": "array", "items": {"type": "array", "items": SEAT}}},
    obj({"finishing_order": {"type": "array", "items": {"type": "array", "items": SEAT}},
         "blocked": {"type": "boolean"}}),
    "VriAtterOptions",
)

_PLAY = obj({"seat": SEAT, "cards": CARDS, "rank": {"type": "string"}, "count": {"type": "integer"}})
_ROUND = obj({"round": {"type": "integer"},
              "finishing_order": {"type": "array", "items": SEAT},
              "titles": {"type": "object", "additionalProperties": {"type": "string"}}})

PRESIDENT = _view(
    "president",
    {"hand_count": {"type": "integer"}, "passed": {"type": "boolean"},
     "position": MAYBE_SEAT, "points": {"type": ["integer", "null"]}},
    {"phase": {"type": "string", "enum": ["play", "exchange", "round_over", "finished"]},
     "round": {"type": "integer"}, "dealer": SEAT, "current": MAYBE_SEAT,
     "trick": {"type": "array", "items": _PLAY}, "top_play": nullable(_PLAY),
     "run": nullable(obj({"rank": {"type": "string"}, "naturals": {"type": "integer"}})),
     "pile": CARDS, "rounds": {"type": "array", "items": _ROUND},
     "exchange": {"type": "array", "items": obj({
         "taker": SEAT, "giver": SEAT, "count": {"type": "integer"},
         "taken": {"type": "boolean"}, "returned": {"type": "boolean"}})}},
    obj({"rounds": {"type": "array", "items": _ROUND},
         "points": {"type": ["array", "null"], "items": {"type": "integer"}}}),
    "PresidentOptions",
)

_GROUPS = {"type": "array", "items": {"type": "array", "items": SEAT}}

SLYNG = _view(
    "slyng",
    {"hand_count": {"type": "integer"}, "finished_position": MAYBE_SEAT},
    {"phase": {"type": "string", "enum": ["attack", "defend", "finished"]},
     "dealer": SEAT, "attacker": MAYBE_SEAT, "defender": MAYBE_SEAT,
     "trump_suit": SUIT, "trump_card": CARD, "trump_drawn_by": MAYBE_SEAT,
     "stock_count": {"type": "integer"},
     "table": {"type": "array", "items": obj({
         "attack_card": CARD, "beat_with": nullable(CARD), "answered": {"type": "boolean"}})},
     "discard_count": {"type": "integer"},
     "discard_pile": {**CARDS, "description": "Only with the discard_visible option."},
     "finishing_order": _GROUPS},
    obj({"winners": {"type": "array", "items": SEAT}, "finishing_order": _GROUPS}),
    "SlyngOptions",
)

_INTS = {"type": "array", "items": {"type": "integer"}}
_DAC_ROUND = obj({
    "round": {"type": "integer"}, "reason": {"type": "string", "enum": ["dac", "stock_exhausted"]},
    "caller": MAYBE_SEAT,
    "layouts": {"type": "array", "items": {"type": "array", "items": nullable(CARD)}},
    "scores": _INTS, "winners": {"type": "array", "items": SEAT}})

DAC = _view(
    "dac",
    {"slots": {"type": "array", "items": obj(
        {"slot": {"type": "integer"}, "occupied": {"type": "boolean"},
         "card": {**CARD, "description": "Only with memory_aid, to a player who has seen it."}},
        required=["slot", "occupied"])},
     "total": {"type": "integer"}},
    {"phase": {"type": "string", "enum": ["setup_peek", "turn_draw", "turn_resolve", "power_q",
                                          "power_j", "snap_window", "round_over", "finished"]},
     "round": {"type": "integer"}, "dealer": SEAT, "current": MAYBE_SEAT,
     "stock_count": {"type": "integer"}, "discard_pile": CARDS,
     "peeked": {"type": "array", "items": SEAT},
     "pending": nullable(obj({"source": {"type": "string", "enum": ["stock", "discard"]},
                              "card": nullable(CARD)})),
     "snap_window": nullable(obj({"rank": {"type": "string"},
                                  "responded": {"type": "array", "items": SEAT}})),
     "caller": MAYBE_SEAT, "rounds": {"type": "array", "items": _DAC_ROUND}},
    obj({"scores": _INTS, "totals": _INTS, "winners": {"type": "array", "items": SEAT}}),
    "DacOptions",
)

VIEWS = {"vri_atter": VRI_ATTER, "president": PRESIDENT, "slyng": SLYNG, "dac": DAC}

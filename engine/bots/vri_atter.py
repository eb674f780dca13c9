"""Vri åtter for bots.

Greedy heuristic (one move): knock on every vulnerable player; otherwise play, preferring
the move that sheds the most cards, keeps the 8s for later (an 8 is always playable) and
leaves the active suit as the one the hand holds most of; always announce a last card; draw
rather than pass.

The search settles knocks by the same rule, always announces a last card, and plays eight plies
past its tree, mostly with the greedy play on the determinized hands, before counting cards.
Its determinizations read each opponent as greedy plays: one that drew or passed held no card
it could play then, and one that played an 8 no other card, so the cards it has held since are
dealt from those it could not play.
"""

from functools import lru_cache

from ..cards import RANK_OF, SUIT_OF, SUITS, standard_deck
from ..vri_atter import facing_code, playable_cards
from .knowledge import KindPlay, below, cards_held, deal_hands, places, sample_rng, shuffle, unseen

_DECK = standard_deck()
_ROLLOUT_GREEDY = 0.8  # playouts play the greedy card this often, else a random one
_SUIT_NUMBER = dict(zip(_DECK, (SUITS.index(SUIT_OF[c]) for c in _DECK)))  # by SUITS' order


def _play_value(hand: list[str], move: dict) -> float:
    """Greedy's value of a play: cards shed, eights kept, the suit left to follow held."""
    played = move.get("cards") or [move["card"]]
    rest = [c for c in hand if c not in played]
    if not rest:
        return 1000.0
    suit = move.get("nominate_suit") or SUIT_OF[played[-1]]
    eights = sum(RANK_OF[c] == "8" for c in played)
    return (10.0 * len(played) - 6.0 * eights
            + sum(SUIT_OF[c] == suit for c in rest) + (5.0 if move.get("announce") else 0.0))


def _telling_steps(player: dict) -> list[tuple[int, frozenset[str]]]:
    """What an opponent's telling turns say of its hand, oldest turn first: at least `size`
    of the cards it holds (those it has not been seen to play since) were held since that
    turn, and are none of the cards it would have played instead then, nor at any later
    telling turn (the `banned` set)."""
    bound, turns, steps = player["hand_count"], (), []
    # cards held at a telling turn were held at every later one and avoid what it would have
    # played at each: from the newest turn back
    for t in reversed(player.get("telling_turns", ())):
        # a card played since that it could have played then was drawn after (an 8 after an 8
        # may have been held)
        bound = min(t["held_since_but_eights" if t["move"] == "eight" else "held_since"], bound)
        turns = ((t["move"], facing_code(t["top_rank"], t["active_suit"], t["any_card"],
                                         t["first_turn"])), *turns)
        steps.append((bound, _would_play(turns)))
    return steps[::-1]


def _held_since_telling(steps: list[tuple[int, frozenset[str]]], pool: list[str]) -> list[str]:
    """The cards of an opponent's hand held since its telling turns (`_telling_steps`), dealt
    from the shuffled `pool` among those it would not have played, while the pool has them."""
    hand = []
    for size, banned in steps:
        picked = []
        need = size - len(hand)
        for j, c in enumerate(pool):
            if len(picked) >= need:
                break
            if c not in banned:
                picked.append(j)
        hand += [pool[j] for j in picked]
        for j in reversed(picked):
            del pool[j]
    return hand


@lru_cache(maxsize=4096)
def _would_play(turns: tuple) -> frozenset[str]:
    """The cards a seat would have played instead at one of its telling `turns`, each (move,
    `facing_code`): after an 8, any card it could play but the other 8s."""
    cards = set()
    for move, facing in turns:
        now = playable_cards(facing)
        cards |= {c for c in now if RANK_OF[c] != "8"} if move == "eight" else now
    return frozenset(cards)


def _announcing(moves: list[dict]) -> list[dict]:
    """The moves, less the plays listed again with the last card announced."""
    if not any(m.get("announce") for m in moves):
        return moves
    announced = {_key(m) for m in moves if m.get("announce")}
    return [m for m in moves if m.get("announce") or _key(m) not in announced]


def _key(move: dict) -> tuple:
    return tuple(sorted((k, str(v)) for k, v in move.items() if k != "announce"))


class VriAtterPlay(KindPlay):
    rollout_depth = 8
    iterations_per_ms = 10.8

    def determinizer(self, game, view):
        unseen_cards = unseen(_DECK, view["hand"] + view["discard_pile"])
        players = view["players"]
        names = [p["name"] for p in players]
        options, discard = view["options"], view["discard_pile"]
        public = {"active_suit": view["active_suit"], "dealer": view["dealer"],
                  "current": view["current"], "draws": view["draws_this_turn"],
                  "vulnerable": [p["seat"] for p in players if p["vulnerable"]],
                  "announced": [p["seat"] for p in players if p["announced"]],
                  "finished": view["finishing_order"], "idle_passes": view["idle_passes"],
                  "had_turn": [p["seat"] for p in players if p["had_turn"]],
                  "upcard_on_top": view["upcard_on_top"]}
        steps = {p["seat"]: _telling_steps(p) for p in players if p["seat"] != view["seat"]}

        def determinize(rng):
            pool = list(unseen_cards)
            shuffle(rng, pool)
            hands = deal_hands(view, pool,
                               lambda p, cards: _held_since_telling(steps[p["seat"]], cards))
            return game.state_class(game, list(names), dict(options), hands=hands, stock=pool,
                                    discard=list(discard), rng=sample_rng(rng), stacked=False,
                                    **public)
        return determinize

    def score(self, view, move):
        kind = move["type"]
        if kind == "knock":
            return 100.0 if view["players"][move["target"]]["vulnerable"] else -100.0
        if kind == "draw":
            return 0.0
        if kind == "pass":
            return -1.0
        return _play_value(view["hand"], move)

    def evaluate(self, state):
        return cards_held(state.hands, state.finished_order, 2.0)

    def outcome(self, state):
        return places(state.result["finishing_order"], len(state.names))

    def searched(self, view, moves):
        """Knocks, which a search's playouts do not model (they are made out of turn), are
        settled first: one on a player open to it always pays, any other only costs. A play
        that leaves one card is worth more announced: unannounced, anyone may knock."""
        knocks = [m for m in moves if m["type"] == "knock"
                  and view["players"][m["target"]]["vulnerable"]]
        return knocks or _announcing([m for m in moves if m["type"] != "knock"])

    def rollout_move(self, state, seat, moves, rng):
        """Mostly the greedy play (on the determinized hand), else any play; else a draw."""
        plays = [m for m in _announcing(moves)
                 if m["type"] in ("play", "play_same_rank", "play_combo")]
        if not plays:
            return moves[below(rng, len(moves))]
        if rng.random() < _ROLLOUT_GREEDY:
            hand = state.hands[seat]
            return max(plays, key=lambda m: _play_value(hand, m))
        return plays[below(rng, len(plays))]

    def playout_step(self, state, seat, rng):
        """Under the rules of one card at a time (the default), a seat that may play chooses
        among its playable cards, an 8 once per nominated suit, with greedy's value read from
        its hand's suit counts: the rollout policy's choice of the same listing, without a
        move per play. With no card to play and no knock to make, its one move is a draw or a
        pass."""
        if not state._simple or state.result is not None or seat != state.current \
                or seat in state.resigned:
            return KindPlay.playout_step(self, state, seat, rng)
        cards = state._simple_plays(seat)
        if not cards:
            if state.vulnerable or state._penalty_knocks:
                return KindPlay.playout_step(self, state, seat, rng)
            below(rng, 1)  # the policy's draw among one move
            state.apply_listed(seat, {"type": "draw" if state._draw_allowed() else "pass"})
            return True
        hand = state.hands[seat]
        if rng.random() < _ROLLOUT_GREEDY:
            card, suit = _greedy_play(hand, cards)
        else:
            card, suit = _nth_play(cards, below(rng, sum(4 if RANK_OF[c] == "8" else 1
                                                         for c in cards)))
        state.play_listed(seat, card, suit, len(hand) == 2)
        return True


def _greedy_play(hand: list[str], cards: list[str]) -> tuple[str, str | None]:
    """The first of the plays of `cards` (an 8's for each suit) that `_play_value` rates
    best: cards shed are equal, so an 8 costs 6 and the suit left to follow counts the cards
    of it held beside the card played. A last card goes out with the first play."""
    if len(hand) == 1:
        card = cards[0]
        return card, SUITS[0] if RANK_OF[card] == "8" else None
    held = [0, 0, 0, 0]
    for c in hand:
        held[_SUIT_NUMBER[c]] += 1
    best, best_suit, best_value = None, None, -1
    for c in cards:
        own = _SUIT_NUMBER[c]
        if RANK_OF[c] == "8":
            for s in range(4):
                value = 4 + held[s] - (s == own)
                if value > best_value:
                    best, best_suit, best_value = c, SUITS[s], value
        else:
            value = 9 + held[own]
            if value > best_value:
                best, best_suit, best_value = c, None, value
    return best, best_suit


def _nth_play(cards: list[str], n: int) -> tuple[str, str | None]:
    """The `n`th play of `cards` in listing order, an 8's once per suit."""
    for c in cards:
        if RANK_OF[c] == "8":
            if n < 4:
                return c, SUITS[n]
            n -= 4
        elif n == 0:
            return c, None
        else:
            n -= 1
    raise IndexError(n)


PLAY = VriAtterPlay()

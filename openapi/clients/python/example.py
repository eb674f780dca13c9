"""Create a game, read a view, list legal moves and send one, with the generated client."""

import os

from cardtable_client import AuthenticatedClient, Client
from cardtable_client.api.games import create_game, get_game, list_legal_moves, post_move
from cardtable_client.models import CreatedGame, CreateGame, Player, PostMoveResponse200, Problem


def main() -> None:
    base_url = os.environ.get("CARDTABLE_URL", "http://127.0.0.1:8000")
    anonymous = Client(base_url=base_url)
    created = create_game.sync(
        client=anonymous, body=CreateGame(kind="vri_atter", players=[Player("Ann"), Player("Bo")])
    )
    if not isinstance(created, CreatedGame):
        raise SystemExit(f"create failed: {created}")

    view = get_game.sync(created.game_id, client=anonymous)
    if view is None or isinstance(view, Problem):
        raise SystemExit("no view")
    seat = view.to_act[0]
    player = AuthenticatedClient(base_url=base_url, token=created.seats[seat].token)

    legal = list_legal_moves.sync(created.game_id, client=player)
    if legal is None or isinstance(legal, Problem) or not legal.moves:
        raise SystemExit("no legal move")
    move = legal.moves[0]
    moved = post_move.sync(created.game_id, client=player, body=move)
    if isinstance(moved, PostMoveResponse200):
        print(f"seat {seat} played {move.to_dict()}; version {moved.version}")
    elif isinstance(moved, Problem):
        print(f"refused: {moved.code}: {moved.detail}")


if __name__ == "__main__":
    main()

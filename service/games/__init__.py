"""The games resource: its REST operations (routes.py) and live reads (stream.py)."""

from ..http import Blueprint

blp = Blueprint("games", __name__, url_prefix="/v1/games",
                description="Create, join, watch and play games.")

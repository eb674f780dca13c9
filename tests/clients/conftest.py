import sys
from pathlib import Path

CLIENTS = Path(__file__).parents[2] / "openapi" / "clients"
sys.path.insert(0, str(CLIENTS / "python"))

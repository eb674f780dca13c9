"""Where the service keeps things in Redis: each game's keys, and the queues, sets and channels
that every write adds to (webhook deliveries, bots to play, turn-clock deadlines, the notices
live readers wait on).

A write touches its game's keys and those queues in one Lua script, so in a Redis Cluster they
must share a hash slot. Games are therefore spread over `shards` groups: a game's keys carry
its group's hash tag, and each group has its own queues and its own (sharded) changes channel
with the same tag. No slot carries every game's traffic, and a cluster of any size is used by
all its masters. The groups' tags are chosen so their slots lie evenly over the 16,384 slots
(group k's in the k-th of `shards` equal ranges), so masters that split the slots evenly carry
the groups evenly too.

A single Redis with one group keeps the layout of earlier releases: games tagged by their own
id, and queues and channel without a tag.
"""

import itertools
import zlib

from redis.crc import REDIS_CLUSTER_HASH_SLOTS, key_slot

MAX_SHARDS = 1024


def _tag(group: int, groups: int) -> str:
    """A short hash tag whose slot lies in the group's share of the slots."""
    low = group * REDIS_CLUSTER_HASH_SLOTS // groups
    high = (group + 1) * REDIS_CLUSTER_HASH_SLOTS // groups
    for n in itertools.count():
        tag = f"g{group}.{n}"
        if low <= key_slot(tag.encode()) < high:
            return tag


class Keys:
    def __init__(self, prefix: str, shards: int = 1, tagged: bool = False):
        """`tagged`: give every key a group's hash tag even with one group (a cluster)."""
        if not 1 <= shards <= MAX_SHARDS:
            raise ValueError(f"shards must be 1 to {MAX_SHARDS}, not {shards}")
        self.prefix = prefix
        self.shards = shards
        self.tags = [_tag(k, shards) for k in range(shards)] if tagged or shards > 1 else None

    def shard(self, game_id: str) -> int:
        return zlib.crc32(game_id.encode()) % self.shards

    def game(self, game_id: str) -> str:
        """The game's hash; its event list and move list are this key plus :events, :moves."""
        if self.tags is None:
            return f"{self.prefix}:game:{{{game_id}}}"
        return f"{self.prefix}:game:{{{self.tags[self.shard(game_id)]}}}:{game_id}"

    def group(self, name: str, shard: int) -> str:
        """Group `shard`'s key (or channel) called `name`: webhooks, webhooks:retry,
        webhooks:dead, bots, deadlines, changes."""
        if self.tags is None:
            return f"{self.prefix}:{name}"
        return f"{self.prefix}:{name}:{{{self.tags[shard]}}}"

    def of_game(self, name: str, game_id: str) -> str:
        return self.group(name, self.shard(game_id))

    def every(self, name: str) -> list[str]:
        return [self.group(name, k) for k in range(self.shards)]

"""Turn clocks on a Redis Cluster: deadlines in views and streams, and `cardtable worker`s
taking due games from every group's deadline set, killed and restarted (tests/service)."""

from ..service.test_clocks import (  # noqa: F401
    own,
    test_every_view_shows_who_must_act_and_until_when,
    test_out_of_time_the_clocks_bot_plays_the_turn_once,
    test_stream_status_frames_carry_the_deadlines,
    test_two_workers_killed_and_restarted_act_on_every_deadline_exactly_once,
)

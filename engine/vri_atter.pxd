cimport cython
from .game cimport State
from .events cimport event
from .table cimport take_card

cdef class VriAtterState(State):
    cdef public list hands, stock, discard, finished_order, resigned, telling_turns
    cdef public str active_suit
    cdef public object dealer, current, rng, draws, idle_passes, _limit
    cdef public set vulnerable, announced, had_turn
    cdef public bint upcard_on_top, _first_turn, _any_card_upcard, _penalty_knocks, _simple
    cpdef list legal_actions(self, seat)
    cpdef list _apply_listed_action(self, seat, action, actions, made_of)
    cpdef list _apply_listed_move(self, seat, move)
    cdef int _facing(self, seat) except? -1
    cpdef list _simple_plays(self, seat)
    cpdef bint _draw_allowed(self)
    cpdef list play_listed(self, seat, card, nominated, announce)
    cpdef list _play_listed(self, seat, card, nominated, announce)
    cdef list _played(self, seat, kind, cards, nominated, announce, facing)
    cdef _told(self, seat, move, facing, held)
    # the next seat found in C
    @cython.locals(hands=list, n=Py_ssize_t, step=Py_ssize_t, s=Py_ssize_t, holders=Py_ssize_t)
    cdef list _end_turn(self, Py_ssize_t seat)
    cdef _take_card(self, list events)

cimport cython
from .game cimport RecordState
from .events cimport event
from .table cimport next_seat, take_card

cdef class PresidentState(RecordState):
    cdef public list hands, pile, trick, passed, lap, positions, rounds
    cdef public str phase
    cdef public object dealer, current, run, round_no, exchange, points, first_trick, rng
    cdef public bint _completable, _single_lap
    cdef public dict _counted, _values

    cdef _read_options(self)
    cpdef _undealt(self, game, list players, dict options, stacked, dealer, dict rng)
    cpdef list legal_actions(self, seat)
    cpdef list _apply_listed_action(self, seat, action, actions, made_of)
    cpdef list _apply_listed_move(self, seat, move)
    cdef holders(self)
    cdef _beats(self, eff, count)
    cdef _floor(self)
    cdef _completion_need(self)
    cdef _read_listed(self, cards, declared)
    cdef _play_listed(self, seat, cards, eff)
    @cython.locals(hand=list, options=dict, values=dict, counted=list, counts=list,
                   listing=list, made=_ListedPlays, v=Py_ssize_t, spare=Py_ssize_t,
                   need=Py_ssize_t, floor=Py_ssize_t, completes=Py_ssize_t,
                   run_value=Py_ssize_t)
    cdef tuple _play_listing(self, seat)
    cdef _lap_after(self, leader)
    cpdef _pass(self, seat)
    @cython.locals(hand=list, events=list, naturals=Py_ssize_t, run=dict, counted=list)
    cpdef _played(self, seat, cards, eff, count, completion)
    @cython.locals(hands=list, passed=list, n=Py_ssize_t, step=Py_ssize_t, nxt=Py_ssize_t,
                   last=Py_ssize_t)
    cdef _advance(self, actor)
    cdef _end_trick(self, winner, why)
    cpdef _holds_cards(self, seat)

cdef class _ListedPlays:
    cdef public list hand
    cdef public dict values

    @cython.locals(values=dict, cards=list, wilds=list, shape=Py_ssize_t, rank_class=Py_ssize_t,
                   rest=Py_ssize_t, value=Py_ssize_t, naturals=Py_ssize_t, wild=Py_ssize_t)
    cpdef list cards(self, Py_ssize_t action)

cpdef list _count(list hand, dict values)
@cython.locals(counts=list, v=Py_ssize_t)
cpdef _tally(list counted, cards, dict values, Py_ssize_t step)

cimport cython
from .game cimport RecordState
from .events cimport event
from .table cimport next_seat, take_card

cdef class SlyngState(RecordState):
    cdef public list hands, stock, discard, served, positions
    cdef public dict answers
    cdef public str trump_card, phase
    cdef public object trump_drawn_by, attacker, defender, attacker_refilled, dealer, rng

    cpdef list legal_actions(self, seat)
    cpdef list _apply_listed_action(self, seat, action, actions, made_of)
    cpdef list _apply_listed_move(self, seat, move)
    cdef _unanswered(self)
    @cython.locals(listing=list, hand=list, options=dict, beats_of=dict, beats=dict)
    cdef _listing(self, seat, int form)
    cdef _attacks(self, seat)
    @cython.locals(hand=list, numbers=list, pairs=list, room=Py_ssize_t)
    cdef _attack_actions(self, seat)
    cdef _room(self)
    cdef _attacked(self, seat, cards)
    @cython.locals(events=list)
    cdef _stepped(self, a, b)
    @cython.locals(beaten=list, taken=list, events=list)
    cdef _resolve(self)
    @cython.locals(hand=list, drawn=list, public=dict, want=Py_ssize_t)
    cdef _refill(self, seat, five_slyng)
    cpdef _active(self, seat)

cdef class _ListedAttacks:
    cdef public object actions, listed, hand, pairs

@cython.locals(seen=cython.long, held_twice=cython.long, bit=cython.long)
cpdef list _pairs(list hand)

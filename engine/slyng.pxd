cimport cython
from .game cimport RecordState

cdef class SlyngState(RecordState):
    cdef public list hands, stock, discard, served, positions
    cdef public dict answers
    cdef public str trump_card, phase
    cdef public object trump_drawn_by, attacker, defender, attacker_refilled, dealer, rng

    cpdef list legal_actions(self, seat)
    cpdef list _apply_listed_action(self, seat, action, actions, made_of)
    cpdef _unanswered(self)
    cpdef _listing(self, seat, int form)
    cpdef _attacks(self, seat)
    cpdef _attack_actions(self, seat)
    cpdef _room(self)
    cpdef _attacked(self, seat, cards)
    cpdef _stepped(self, a, b)
    cpdef _resolve(self)
    cpdef _refill(self, seat, five_slyng)
    cpdef _active(self, seat)

cdef class _ListedAttacks:
    cdef public object actions, listed, hand, pairs

@cython.locals(seen=cython.long, held_twice=cython.long, bit=cython.long)
cpdef list _pairs(list hand)

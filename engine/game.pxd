cimport cython

# Here and in each kind's .pxd: a method is `cdef` when only the state's own code calls it, on
# `self`, without * arguments, and `cpdef` when Python calls it too (bots, tests, a handler
# found by its move's name, a bound method passed as a callable); a `cpdef` method called from
# C first asks whether the object overrides it. A state has no `__dict__`: every attribute it
# sets is declared (an instance dict, new with each state, made that question be answered
# afresh for each new game).

cdef class State:
    cdef public object _committed
    cdef public object game
    cdef public dict _listed
    cdef public list names, deals, next_decks
    cdef public dict options
    cdef public object result, stacked
    cdef public bint quiet

    cpdef list legal_actions(self, seat)
    cdef list _keep_listing(self, seat, actions, made_of)
    @cython.locals(listed=tuple)
    cdef tuple _kept_listing(self, seat, action)
    @cython.locals(listed=tuple)
    cpdef list apply_action(self, seat, action)
    cpdef list _apply_listed_action(self, seat, action, actions, made_of)
    cpdef list _apply_listed_move(self, seat, move)

cdef class RecordState(State):
    cpdef _new_game(self, game, list players, dict options, stacked)

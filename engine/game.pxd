cimport cython

cdef class State:
    cdef dict __dict__
    cdef public object game
    cdef public dict _listed
    cdef public list names, deals, next_decks
    cdef public dict options
    cdef public object result, stacked

    cpdef list legal_actions(self, seat)
    cpdef list _keep_listing(self, seat, actions, made_of)
    @cython.locals(listed=tuple)
    cpdef tuple _kept_listing(self, seat, action)
    @cython.locals(listed=tuple)
    cpdef list apply_action(self, seat, action)
    cpdef list _apply_listed_action(self, seat, action, actions, made_of)

cdef class RecordState(State):
    cpdef _new_game(self, game, list players, dict options, stacked)

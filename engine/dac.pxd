cimport cython
from .game cimport RecordState
from .events cimport event

cdef class DacState(RecordState):
    cdef public list rows, known, facts, stock, discard, peeked, turns_done, totals, rounds
    cdef public str phase
    cdef public object decks, dealer, current, pending, window, caller, caller_turn_over
    cdef public object call_ok, round_no, rng

    @cython.locals(row=list)
    cpdef list legal_actions(self, seat)
    cpdef list _apply_listed_action(self, seat, action, actions, made_of)
    cpdef _see(self, viewer, owner, slots)
    cpdef dict _shown(self, kind, public, seat, data)
    cpdef _initial_peek(self, seat, slots)
    cpdef _take_discard(self, seat)
    cpdef _reveal(self, why)
    @cython.locals(p=Py_ssize_t)
    cpdef list _everyone(self)
    @cython.locals(row=list, i=Py_ssize_t)
    cpdef list _occupied(self, p)
    cpdef _can_draw(self)
    cpdef _start_turn(self, seat)
    cpdef _call_allowed(self)
    @cython.locals(row=list, slot=Py_ssize_t, place=Py_ssize_t)
    cpdef _slot_at(self, player, place)
    cpdef _jack_targets(self, seat)
    cpdef _check_turn(self, seat, kind)
    cpdef _own_slot(self, seat, slot)
    cpdef _draw_stock(self, seat)
    cpdef _after_discard(self, card, drawn_from_stock)
    @cython.locals(passed=list, events=list)
    cpdef _open_window(self, window_rank)
    cpdef _close_window(self)
    cpdef _after_response(self)
    cpdef _pass_snap(self, seat)
    cpdef _snap(self, seat, slots)
    @cython.locals(events=list)
    cpdef _snapped(self, seat, entries)
    cpdef _penalty(self, seat)
    @cython.locals(row=list, known=list, facts=list, j=Py_ssize_t)
    cpdef _held_over(self, seat, skip, card)
    cpdef _forget_facts(self)
    cpdef _finish_turn(self)
    @cython.locals(listing=list, row=list, options=dict, held=Py_ssize_t)
    cpdef _listing(self, seat, as_actions)
    cpdef _replace(self, seat, slot, call_dac=*)
    cpdef _discard_drawn(self, seat, call_dac=*)
    cpdef _queen_peek(self, seat, slot, call_dac=*)
    cpdef _skip_power(self, seat, call_dac=*)
    cpdef _jack_swap(self, seat, own_slot, target_player, target_slot, call_dac=*)

cpdef list _lowest(list scores)
@cython.locals(held=Py_ssize_t)
cpdef Py_ssize_t _held(list row)

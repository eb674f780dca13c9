cimport cython

# every bout's and trick's next seat: its loop in C
@cython.locals(step=Py_ssize_t, s=Py_ssize_t)
cpdef object next_seat(Py_ssize_t seat, Py_ssize_t n, eligible)
# every play takes its cards out of a hand
@cython.locals(i=Py_ssize_t)
cpdef take_card(list hand, card)

# every round's deal, a card at a time: its loop in C
@cython.locals(hands=list, total=Py_ssize_t, i=Py_ssize_t, first=Py_ssize_t)
cpdef list deal(list deck, Py_ssize_t n, Py_ssize_t dealer, per_player)

cimport cython

# the playouts' greedy choice, its counts in C
@cython.locals(held=list, own=Py_ssize_t, s=Py_ssize_t, value=Py_ssize_t, best_value=Py_ssize_t)
cpdef tuple _greedy_play(list hand, list cards)

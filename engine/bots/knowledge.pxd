cimport cython

# a playout's draws, their loops in C
@cython.locals(k=Py_ssize_t, r=Py_ssize_t)
cpdef Py_ssize_t below(rng, Py_ssize_t n) except -1

@cython.locals(n=Py_ssize_t, j=Py_ssize_t, k=Py_ssize_t)
cpdef shuffle(rng, list items)

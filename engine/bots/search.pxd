cimport cython

# a tree node's counts and the choice among its children, in C
cdef class Node:
    cdef public object action, seat
    cdef public dict children
    cdef public Py_ssize_t visits, available
    cdef public double total

@cython.locals(children=dict, child=Node, best=Node, value=double, best_value=double)
cpdef tuple _select(Node node, list actions, rng)

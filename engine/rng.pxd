cimport cython

cdef class _Xof:
    cdef object _hash
    cdef bytes _bytes
    cdef Py_ssize_t _size, _at

    # a lone number: every deal draws its dealer
    @cython.locals(width=Py_ssize_t, end=Py_ssize_t)
    cpdef below(self, n)
    # a deal's shuffle, its loop in C: the byte read, its draw looked up and the swap
    @cython.locals(data=bytes, at=Py_ssize_t, size=Py_ssize_t, count=Py_ssize_t, i=Py_ssize_t,
                   j=Py_ssize_t, draws=bytes)
    cpdef shuffle(self, list items)

# made for every deal, and read by it: its fields are the object's own, not a dict's
cdef class Rng:
    cdef public object seed, counter, stream

    cpdef below(self, n)
    cpdef shuffle(self, list items)
    cpdef dict to_dict(self)

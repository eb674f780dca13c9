cimport cython

# every bout's and trick's next seat: its loop in C
@cython.locals(step=Py_ssize_t, s=Py_ssize_t)
cpdef object next_seat(Py_ssize_t seat, Py_ssize_t n, eligible)

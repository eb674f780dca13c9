# every move makes a few events: the kinds call `event` directly (their .pxd cimports it)
cpdef dict event(kind, public=*, private=*, once=*)

// The C allocator's tuning call, `mallopt`, which <malloc.h> declares and Swift's Glibc module
// does not import. Where the C library has no <malloc.h> this module declares nothing.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

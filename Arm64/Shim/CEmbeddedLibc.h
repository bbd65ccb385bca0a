#ifndef CEMBEDDEDLIBC_H
#define CEMBEDDEDLIBC_H
// The few libc functions the kernel and frame files call, declared for Embedded Swift (which has no
// Glibc/Darwin module). scripts/ci/arm64-check.sh imports this module implicitly into every file of the
// Embedded build (-import-module), so the kernel files need no edit; the symbols come from glibc at
// link time. (Constants are Linux's; the arm64-apple-ios build only emits assembly.)
#include <stddef.h>

void *memcpy(void *destination, const void *source, size_t count);
void *memmove(void *destination, const void *source, size_t count);
void *memset(void *destination, int value, size_t count);
int memcmp(const void *a, const void *b, size_t count);
int putchar(int character);
int getchar(void);
void exit(int status);

// Marks the counted region of `arm64-driver count` (see Arm64/Plugin/insn-count.c). Defined in
// Arm64/Driver/Markers.c, out of line, so the plugin sees one call at a fixed address.
void pip_count_begin(void);
void pip_count_end(void);

#endif

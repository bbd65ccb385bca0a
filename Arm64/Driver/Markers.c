// Begin and end of the counted region of `arm64-driver count`: the instruction-counting plugin
// (Arm64/Plugin/insn-count.c) is given these two functions' addresses and reads its counter when
// each one runs. noinline and distinct bodies, so the linker keeps both as separate functions.
void pip_count_begin(void) { __asm__ volatile("" ::: "memory"); }
void pip_count_end(void) { __asm__ volatile("nop" ::: "memory"); }

/* Counts the guest instructions executed between calls of two marker functions, for
 * `arm64-driver count` under qemu-aarch64 (scripts/ci/arm64-check.sh count):
 *   qemu-aarch64 -plugin ./insn-count.so,begin=0xADDR,end=0xADDR,out=FILE ./arm64-driver count
 * Every instruction adds 1 to a counter (inline, no callback); the first instruction of the
 * `begin` function records the counter, the first of `end` writes the difference to FILE, one line
 * per counted region. Single-threaded guests only (the driver is). Deterministic: the same binary
 * counts the same instructions on every run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "qemu-plugin.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

static uint64_t executed, begin_address, end_address, started;
static FILE *out;

static void on_begin(unsigned int vcpu, void *userdata) { started = executed; }

static void on_end(unsigned int vcpu, void *userdata) { fprintf(out, "%llu\n", (unsigned long long)(executed - started)); }

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb) {
    for (size_t i = 0; i < qemu_plugin_tb_n_insns(tb); i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        uint64_t address = qemu_plugin_insn_vaddr(insn);
        if (address == begin_address) qemu_plugin_register_vcpu_insn_exec_cb(insn, on_begin, QEMU_PLUGIN_CB_NO_REGS, NULL);
        if (address == end_address) qemu_plugin_register_vcpu_insn_exec_cb(insn, on_end, QEMU_PLUGIN_CB_NO_REGS, NULL);
        qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64, &executed, 1);
    }
}

static void on_quit(qemu_plugin_id_t id, void *userdata) { fclose(out); }

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv) {
    const char *path = NULL;
    for (int i = 0; i < argc; i++) {
        if (strncmp(argv[i], "begin=", 6) == 0) begin_address = strtoull(argv[i] + 6, NULL, 0);
        if (strncmp(argv[i], "end=", 4) == 0) end_address = strtoull(argv[i] + 4, NULL, 0);
        if (strncmp(argv[i], "out=", 4) == 0) path = argv[i] + 4;
    }
    if (!begin_address || !end_address || !path || !(out = fopen(path, "w"))) {
        fprintf(stderr, "insn-count: needs begin=ADDRESS,end=ADDRESS,out=FILE\n");
        return -1;
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_quit, NULL);
    return 0;
}

/* Counts the guest instructions executed between calls of two marker functions, for
 * `arm64-driver count` under qemu-aarch64 (scripts/ci/arm64-check.sh count):
 *   qemu-aarch64 -plugin ./insn-count.so,begin=0xADDR,end=0xADDR,out=FILE ./arm64-driver count
 * Every instruction adds 1 to a counter (inline, no callback); the first instruction of the
 * `begin` function records the counter, the first of `end` writes the difference to FILE, one line
 * per counted region. Single-threaded guests only (the driver is). Deterministic: the same binary
 * counts the same instructions on every run.
 *
 * Where they went: FILE.profile gets, per counted region, the instructions of each translated
 * block under each call path (`bench arm64 profile` names them from the binary's symbols). The
 * call path follows the calls (`bl`, `blr`) and returns (`ret`) executed inside the region: a node
 * per call site under its caller's node. Each block is attributed whole when it starts (a call or
 * return ends a block, so its instructions are the caller's or the callee's as they should be);
 * `begin`'s block is added when counting starts and `end`'s left out, so a region's profile adds
 * up to its count. Per region:
 *   region N
 *   node ID PARENT CALLSITE          (the nodes its blocks are under, parents first; node 0 the region)
 *   block NODE ADDRESS INSTRUCTIONS  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "qemu-plugin.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

static uint64_t executed, begin_address, end_address, started;
static FILE *out, *profile;

/* A translated block: its address and instructions, and the last counter it added to. */
struct block {
    uint64_t address;
    uint64_t instructions;
    uint64_t cached_key, cached_slot, cached_generation;
};

/* Open addressing from a 64-bit key to a slot. */
struct table {
    uint64_t *keys;
    uint64_t *values;
    uint64_t capacity, used;
};

static uint64_t mix(uint64_t key) {
    key ^= key >> 33;
    key *= 0xff51afd7ed558ccdULL;
    key ^= key >> 33;
    return key;
}

static void table_init(struct table *table, uint64_t capacity) {
    table->keys = calloc(capacity, sizeof(uint64_t));
    table->values = calloc(capacity, sizeof(uint64_t));
    table->capacity = capacity;
    table->used = 0;
    if (!table->keys || !table->values) { fprintf(stderr, "insn-count: out of memory\n"); exit(1); }
}

/* The slot of `key` (keys are never 0), added with `value` when absent; *found says which. */
static uint64_t *table_slot(struct table *table, uint64_t key, int *found) {
    if (2 * (table->used + 1) > table->capacity) {
        struct table bigger;
        table_init(&bigger, table->capacity * 2);
        for (uint64_t i = 0; i < table->capacity; i++) {
            if (!table->keys[i]) continue;
            int ignored;
            *table_slot(&bigger, table->keys[i], &ignored) = table->values[i];
        }
        free(table->keys);
        free(table->values);
        *table = bigger;
    }
    uint64_t i = mix(key) & (table->capacity - 1);
    while (table->keys[i] && table->keys[i] != key) i = (i + 1) & (table->capacity - 1);
    *found = table->keys[i] == key;
    if (!*found) {
        table->keys[i] = key;
        table->values[i] = 0;
        table->used++;
    }
    return &table->values[i];
}

/* The call tree: node 0 is the region itself; children by (parent, call site). */
static uint64_t *parents, *callsites, nodes = 1, node_capacity;
static struct table children;
/* This region's instructions by (node, block): keys (node << 40) ^ block index + 1. */
static struct table counts;
static struct block **blocks;
static uint64_t block_count, block_capacity, current_node, counting, generation, regions;

static uint64_t child(uint64_t parent, uint64_t callsite) {
    int found;
    uint64_t *slot = table_slot(&children, (parent << 40) ^ callsite ^ (1ULL << 63), &found);
    if (found) return *slot;
    if (nodes == node_capacity) {
        node_capacity *= 2;
        parents = realloc(parents, node_capacity * sizeof(uint64_t));
        callsites = realloc(callsites, node_capacity * sizeof(uint64_t));
        if (!parents || !callsites) { fprintf(stderr, "insn-count: out of memory\n"); exit(1); }
    }
    parents[nodes] = parent;
    callsites[nodes] = callsite;
    *slot = nodes;
    return nodes++;
}

static void add(struct block *block, uint64_t index, uint64_t instructions) {
    uint64_t key = (current_node << 40) ^ (index + 1);
    if (block->cached_generation != generation || block->cached_key != key) {
        int found;
        uint64_t *slot = table_slot(&counts, key, &found);
        block->cached_key = key;
        block->cached_slot = (uint64_t)(slot - counts.values);
        block->cached_generation = generation;
    }
    /* A table that grew moved its slots: look again. */
    if (counts.keys[block->cached_slot] != key) {
        int found;
        block->cached_slot = (uint64_t)(table_slot(&counts, key, &found) - counts.values);
    }
    counts.values[block->cached_slot] += instructions;
}

static void on_block(unsigned int vcpu, void *userdata) {
    uint64_t index = (uint64_t)(uintptr_t)userdata;
    struct block *block = blocks[index];
    if (!counting || block->address == end_address) return;
    add(block, index, block->instructions);
}

static void on_call(unsigned int vcpu, void *userdata) {
    if (counting) current_node = child(current_node, (uint64_t)(uintptr_t)userdata);
}

static void on_return(unsigned int vcpu, void *userdata) {
    if (counting && current_node) current_node = parents[current_node];
}

static void on_begin(unsigned int vcpu, void *userdata) {
    started = executed;
    counting = 1;
    current_node = 0;
    generation++;
    memset(counts.keys, 0, counts.capacity * sizeof(uint64_t));
    counts.used = 0;
    /* begin's own block ran its callback before counting started. */
    uint64_t index = (uint64_t)(uintptr_t)userdata;
    add(blocks[index], index, blocks[index]->instructions);
}

static void write_node(uint64_t node, char *written) {
    if (written[node]) return;
    if (node) write_node(parents[node], written);
    written[node] = 1;
    fprintf(profile, "node %llu %llu 0x%llx\n", (unsigned long long)node, (unsigned long long)(node ? parents[node] : 0),
            (unsigned long long)(node ? callsites[node] : 0));
}

static void on_end(unsigned int vcpu, void *userdata) {
    fprintf(out, "%llu\n", (unsigned long long)(executed - started));
    counting = 0;
    fprintf(profile, "region %llu\n", (unsigned long long)regions++);
    char *written = calloc(nodes, 1);
    for (uint64_t i = 0; i < counts.capacity; i++) {
        if (counts.keys[i]) write_node(counts.keys[i] >> 40, written);
    }
    for (uint64_t i = 0; i < counts.capacity; i++) {
        if (!counts.keys[i] || !counts.values[i]) continue;
        struct block *block = blocks[(counts.keys[i] & ((1ULL << 40) - 1)) - 1];
        fprintf(profile, "block %llu 0x%llx %llu\n", (unsigned long long)(counts.keys[i] >> 40), (unsigned long long)block->address,
                (unsigned long long)counts.values[i]);
    }
    free(written);
}

/* bl, blr (and the pointer-authenticating blraa/blrab): a call. */
static int is_call(uint32_t word) {
    return (word & 0xFC000000u) == 0x94000000u || (word & 0xFFFFFC1Fu) == 0xD63F0000u || (word & 0xFEFFF800u) == 0xD63F0800u;
}

/* ret (and retaa/retab): a return. */
static int is_return(uint32_t word) {
    return (word & 0xFFFFFC1Fu) == 0xD65F0000u || word == 0xD65F0BFFu || word == 0xD65F0FFFu;
}

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb) {
    if (block_count == block_capacity) {
        block_capacity = block_capacity ? 2 * block_capacity : 4096;
        blocks = realloc(blocks, block_capacity * sizeof(struct block *));
        if (!blocks) { fprintf(stderr, "insn-count: out of memory\n"); exit(1); }
    }
    struct block *block = calloc(1, sizeof(struct block));
    block->address = qemu_plugin_tb_vaddr(tb);
    block->instructions = qemu_plugin_tb_n_insns(tb);
    uint64_t index = block_count;
    blocks[block_count++] = block;
    qemu_plugin_register_vcpu_tb_exec_cb(tb, on_block, QEMU_PLUGIN_CB_NO_REGS, (void *)(uintptr_t)index);
    for (size_t i = 0; i < qemu_plugin_tb_n_insns(tb); i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        uint64_t address = qemu_plugin_insn_vaddr(insn);
        if (address == begin_address) qemu_plugin_register_vcpu_insn_exec_cb(insn, on_begin, QEMU_PLUGIN_CB_NO_REGS, (void *)(uintptr_t)index);
        if (address == end_address) qemu_plugin_register_vcpu_insn_exec_cb(insn, on_end, QEMU_PLUGIN_CB_NO_REGS, NULL);
        qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64, &executed, 1);
        uint32_t word = 0;
        if (qemu_plugin_insn_size(insn) == 4) memcpy(&word, qemu_plugin_insn_data(insn), 4);
        if (is_call(word)) qemu_plugin_register_vcpu_insn_exec_cb(insn, on_call, QEMU_PLUGIN_CB_NO_REGS, (void *)(uintptr_t)address);
        else if (is_return(word)) qemu_plugin_register_vcpu_insn_exec_cb(insn, on_return, QEMU_PLUGIN_CB_NO_REGS, NULL);
    }
}

static void on_quit(qemu_plugin_id_t id, void *userdata) {
    fclose(out);
    fclose(profile);
}

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
    char *profile_path = malloc(strlen(path) + 9);
    sprintf(profile_path, "%s.profile", path);
    if (!(profile = fopen(profile_path, "w"))) {
        fprintf(stderr, "insn-count: cannot write %s\n", profile_path);
        return -1;
    }
    free(profile_path);
    node_capacity = 1024;
    parents = calloc(node_capacity, sizeof(uint64_t));
    callsites = calloc(node_capacity, sizeof(uint64_t));
    table_init(&children, 1 << 12);
    table_init(&counts, 1 << 14);
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_quit, NULL);
    return 0;
}

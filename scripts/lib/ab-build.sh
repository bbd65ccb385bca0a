# The release build of bench that `bench ab` compares, for scripts/tools/ab.sh and scripts/proofs/ab-proof.sh
# (sourced). Every function starts on a 64-byte boundary (Swift through LLVM's
# -align-all-functions=6, C through -falign-functions=64), so where a kernel's loops fall against
# the 64-byte windows the core fetches and caches decoded instructions by depends only on the
# kernel's own code, not on how much code the linker placed before it. Without it, two builds
# whose kernels are the same but whose bench command differs put the box kernel 32 bytes apart
# modulo 64 and time ScaleI420/box-simd/640x360/320x180 3.0% apart, every round
# (docs/design/ab.md, "Builds aligned alike").
AB_BUILD_FLAGS=(-c release --product bench -Xswiftc -Xllvm -Xswiftc -align-all-functions=6 -Xcc -falign-functions=64)

# ab_build SOURCE_DIR SCRATCH_DIR LOG: builds bench as above; its executable is SCRATCH_DIR/release/bench.
ab_build() {
    (cd "$1" && swift build "${AB_BUILD_FLAGS[@]}" --scratch-path "$2" >"$3" 2>&1)
}

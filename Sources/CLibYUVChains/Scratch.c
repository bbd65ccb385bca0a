#include "ChainSupport.h"
#include <stdlib.h>

/* count: at most 3 (an I420 frame). */
uint8_t *pip_scratch_planes(int count, const PiPScratchSize *sizes, uint8_t **planes) {
    size_t offsets[4] = {0};
    for (int i = 0; i < count; i++) {
        size_t bytes = (size_t)sizes[i].width * (size_t)sizes[i].height;
        offsets[i + 1] = offsets[i] + (bytes + 63) / 64 * 64;
    }
    void *base = NULL;
    size_t total = offsets[count] > 0 ? offsets[count] : 1;
    if (posix_memalign(&base, 64, total) != 0) return NULL;
    for (int i = 0; i < count; i++) planes[i] = (uint8_t *)base + offsets[i];
    return base;
}

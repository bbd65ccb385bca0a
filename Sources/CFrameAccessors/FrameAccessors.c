#include "FrameAccessors.h"

// Kept out of line on purpose (see the header): these are the per-call costs being modelled.

size_t PiPModelPixelBufferGetBytesPerRowOfPlane(PiPModelPixelBuffer *buffer, size_t plane) {
    if (buffer == NULL || buffer->type_id != PIP_MODEL_PIXEL_BUFFER_TYPE_ID) return 0;
    buffer->accessor_calls += 1;
    if (plane >= buffer->plane_count) return 0;
    return buffer->bytes_per_row[plane];
}

void *PiPModelPixelBufferGetBaseAddressOfPlane(PiPModelPixelBuffer *buffer, size_t plane) {
    if (buffer == NULL || buffer->type_id != PIP_MODEL_PIXEL_BUFFER_TYPE_ID) return NULL;
    buffer->accessor_calls += 1;
    if (plane >= buffer->plane_count) return NULL;
    return buffer->base_address[plane];
}

const uint8_t *PiPModelI420BufferDataY(PiPModelI420Buffer *buffer) { buffer->accessor_calls += 1; return buffer->data_y; }
const uint8_t *PiPModelI420BufferDataU(PiPModelI420Buffer *buffer) { buffer->accessor_calls += 1; return buffer->data_u; }
const uint8_t *PiPModelI420BufferDataV(PiPModelI420Buffer *buffer) { buffer->accessor_calls += 1; return buffer->data_v; }
int32_t PiPModelI420BufferStrideY(PiPModelI420Buffer *buffer) { buffer->accessor_calls += 1; return buffer->stride_y; }
int32_t PiPModelI420BufferStrideU(PiPModelI420Buffer *buffer) { buffer->accessor_calls += 1; return buffer->stride_u; }
int32_t PiPModelI420BufferStrideV(PiPModelI420Buffer *buffer) { buffer->accessor_calls += 1; return buffer->stride_v; }
int32_t PiPModelI420BufferWidth(PiPModelI420Buffer *buffer) { buffer->accessor_calls += 1; return buffer->width; }
int32_t PiPModelI420BufferHeight(PiPModelI420Buffer *buffer) { buffer->accessor_calls += 1; return buffer->height; }

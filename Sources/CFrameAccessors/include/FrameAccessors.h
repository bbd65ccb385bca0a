#ifndef PIP_FRAME_ACCESSORS_H
#define PIP_FRAME_ACCESSORS_H

// Models of the per-call accessors that seed 000's `convertI420ToNV12` goes through on iOS.
//
// On iOS, `CVPixelBufferGetBytesPerRowOfPlane` is an exported C function of CoreVideo, and
// `RTCI420Buffer.dataU` / `.strideU` are Objective-C property reads (objc_msgSend). Neither can be
// inlined into, or hoisted out of, the app's loop by the Swift optimizer. These functions are
// defined in their own C translation unit, which the Swift optimizer never sees into (SwiftPM does
// no cross-language LTO), so every call in a Swift loop stays a real call that may read or write
// memory, exactly as on device. Each call also counts itself in the model object, so tests can
// prove that a strategy goes through the accessors as often as the seed does.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Model of a CVPixelBuffer as seen through CoreVideo's C API (a CF object with planes).
typedef struct PiPModelPixelBuffer {
    uint32_t type_id;            // checked on every call, as CoreVideo checks the CF type
    size_t plane_count;
    void *base_address[3];
    size_t bytes_per_row[3];
    uint64_t accessor_calls;     // incremented by every accessor call
} PiPModelPixelBuffer;

/// The value every valid PiPModelPixelBuffer carries in `type_id`.
#define PIP_MODEL_PIXEL_BUFFER_TYPE_ID 0x43565042u

/// Model of CVPixelBufferGetBytesPerRowOfPlane: 0 for an invalid buffer or plane, as CoreVideo.
size_t PiPModelPixelBufferGetBytesPerRowOfPlane(PiPModelPixelBuffer *buffer, size_t plane);
/// Model of CVPixelBufferGetBaseAddressOfPlane: NULL for an invalid buffer or plane, as CoreVideo.
void *PiPModelPixelBufferGetBaseAddressOfPlane(PiPModelPixelBuffer *buffer, size_t plane);

/// Model of WebRTC's RTCI420Buffer (an Objective-C object) and its property getters.
typedef struct PiPModelI420Buffer {
    const uint8_t *data_y, *data_u, *data_v;
    int32_t stride_y, stride_u, stride_v;
    int32_t width, height;
    uint64_t accessor_calls;     // incremented by every getter call
} PiPModelI420Buffer;

const uint8_t *PiPModelI420BufferDataY(PiPModelI420Buffer *buffer);
const uint8_t *PiPModelI420BufferDataU(PiPModelI420Buffer *buffer);
const uint8_t *PiPModelI420BufferDataV(PiPModelI420Buffer *buffer);
int32_t PiPModelI420BufferStrideY(PiPModelI420Buffer *buffer);
int32_t PiPModelI420BufferStrideU(PiPModelI420Buffer *buffer);
int32_t PiPModelI420BufferStrideV(PiPModelI420Buffer *buffer);
int32_t PiPModelI420BufferWidth(PiPModelI420Buffer *buffer);
int32_t PiPModelI420BufferHeight(PiPModelI420Buffer *buffer);

#ifdef __cplusplus
}
#endif

#endif

#!/usr/bin/env python3
"""Regenerates the real photographic frames the scaling benchmarks measure picture quality on.

Run only when the frames need to change (never at build, test or benchmark time):

    python3 -m pip install scikit-image==0.26.0    # brings the sample photos inside its wheel
    python3 scripts/tools/make-real-frames.py

It takes four colour photos bundled in scikit-image's wheel (public domain or CC0; the licence
of each is copied from scikit-image's own data docstrings into the manifest), crops each to even
dimensions, converts RGB to YUV 4:2:0 with BT.601 full-range coefficients (chroma = mean of each
2x2 block of full-resolution Cb/Cr, rounded), and writes one raw I420 file per photo (Y plane,
then U, then V, rows tight) plus manifest.json into Benchmarks/Suite/Content/. The benchmark suite
builds frames of any size from these photos at their native resolution (a mosaic, never an
upscale), so the scalers see real detail.
"""
import json
import os
import sys

import numpy as np

try:
    import skimage
    from skimage import data
except ImportError:
    sys.exit("make-real-frames: scikit-image is missing; run: python3 -m pip install scikit-image==0.26.0")

OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Benchmarks", "Suite", "Content")

# name -> licence, as scikit-image's data docstrings state it.
PHOTOS = {
    "astronaut": "Public domain. NASA photograph of astronaut Eileen Collins (NASA Great Images database); "
                 "'No known copyright restrictions, released into the public domain.'",
    "coffee": "CC0. Coffee cup, courtesy of Pikolo Espresso Bar; 'No copyright restrictions. CC0 by the "
              "photographer (Rachel Michetti).'",
    "chelsea": "CC0. Chelsea the cat; 'No copyright restrictions. CC0 by the photographer (Stefan van der Walt).'",
    "rocket": "Public domain. Launch of DSCOVR on Falcon 9, captured by SpaceX and released into the public domain.",
}


def fnv1a64(payload: bytes) -> str:
    value = 0xCBF29CE484222325
    for byte in payload:
        value ^= byte
        value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"


def to_i420(rgb: np.ndarray) -> bytes:
    """BT.601 full range: Y = .299 R + .587 G + .114 B; Cb, Cr centred on 128; 2x2 chroma means."""
    height, width = rgb.shape[0] // 2 * 2, rgb.shape[1] // 2 * 2
    rgb = rgb[:height, :width, :3].astype(np.float64)
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    y = 0.299 * r + 0.587 * g + 0.114 * b
    cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b
    cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b

    def quarter(plane):
        return plane.reshape(height // 2, 2, width // 2, 2).mean(axis=(1, 3))

    def to_bytes(plane):
        return np.clip(np.floor(plane + 0.5), 0, 255).astype(np.uint8).tobytes()

    return to_bytes(y) + to_bytes(quarter(cb)) + to_bytes(quarter(cr)), width, height


def main():
    os.makedirs(OUTPUT, exist_ok=True)
    frames = []
    for name, licence in PHOTOS.items():
        payload, width, height = to_i420(getattr(data, name)())
        file_name = f"{name}-{width}x{height}.i420"
        with open(os.path.join(OUTPUT, file_name), "wb") as output:
            output.write(payload)
        frames.append({
            "name": name, "file": file_name, "width": width, "height": height,
            "bytes": len(payload), "fnv1a64": fnv1a64(payload),
            "source": f"scikit-image {skimage.__version__} wheel, skimage/data/{name} (skimage.data.{name}())",
            "licence": licence,
        })
        print(f"make-real-frames: {file_name} ({len(payload)} bytes)")
    manifest = {
        "format": "I420: Y plane, then U, then V (each (w+1)/2 x (h+1)/2), 8 bits, rows without padding; "
                  "BT.601 full range; chroma = mean of 2x2 blocks",
        "generator": "scripts/tools/make-real-frames.py",
        "frames": frames,
    }
    with open(os.path.join(OUTPUT, "manifest.json"), "w") as output:
        json.dump(manifest, output, indent=2)
        output.write("\n")


if __name__ == "__main__":
    main()

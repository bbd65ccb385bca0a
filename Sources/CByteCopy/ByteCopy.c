// SwiftPM needs a source file in every C target; the copy is `static inline` in the header.

// Declares nothing: the module of a Swift target compiled into the Embedded build's one module (module.modulemap).

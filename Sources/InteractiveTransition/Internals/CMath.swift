import Glibc

// The only file of InteractiveTransition that imports the C library: the libm functions the springs,
// the settle models and the collection layout call, under their C names, so the rest of the module
// imports no Glibc (swift-system keeps its C calls in `Internals/Syscalls.swift` the same way).
// A port to a platform without Glibc changes this file only.

/// `exp(3)`: e raised to `x`.
@inline(__always) func exp(_ x: Double) -> Double { Glibc.exp(x) }
/// `log(3)`: the natural logarithm of `x`.
@inline(__always) func log(_ x: Double) -> Double { Glibc.log(x) }
/// `log2(3)`: the base-2 logarithm of `x`.
@inline(__always) func log2(_ x: Double) -> Double { Glibc.log2(x) }
/// `cbrt(3)`: the real cube root of `x`.
@inline(__always) func cbrt(_ x: Double) -> Double { Glibc.cbrt(x) }
/// `sin(3)`, `x` in radians.
@inline(__always) func sin(_ x: Double) -> Double { Glibc.sin(x) }
/// `cos(3)`, `x` in radians.
@inline(__always) func cos(_ x: Double) -> Double { Glibc.cos(x) }
/// `sinh(3)`: the hyperbolic sine of `x`.
@inline(__always) func sinh(_ x: Double) -> Double { Glibc.sinh(x) }
/// `cosh(3)`: the hyperbolic cosine of `x`.
@inline(__always) func cosh(_ x: Double) -> Double { Glibc.cosh(x) }
/// `floor(3)`: the largest whole number not above `x`.
@inline(__always) func floor(_ x: Double) -> Double { Glibc.floor(x) }
/// `ceil(3)`: the smallest whole number not below `x`.
@inline(__always) func ceil(_ x: Double) -> Double { Glibc.ceil(x) }

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `memchr` and `memcmp` for byte scanners, inlinable so they cost no more than
/// calling the C functions directly.
package enum ByteSearch {
    /// The offset of the first `byte` in `base[0..<count]`, or nil.
    @inlinable
    package static func firstIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count > 0, let hit = memchr(base, Int32(byte), count) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }

    /// Whether `a[0..<count]` and `b[0..<count]` hold the same bytes.
    @inlinable
    package static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        count <= 0 || memcmp(a, b, count) == 0
    }
}

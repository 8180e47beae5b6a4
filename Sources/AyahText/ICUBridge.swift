import CICUShim

/// Calls into the C shim's `*_utf8` functions: UTF-8 straight from the
/// String's storage in, UTF-8 straight into a new String out.
enum ICUBridge {
    /// The signature shared by the shim's UTF-8 → UTF-8 functions.
    typealias UTF8Transform = (
        _ src: UnsafePointer<UInt8>, _ srcLen: Int32,
        _ dst: UnsafeMutablePointer<UInt8>?, _ dstCap: Int32,
        _ err: UnsafeMutablePointer<Int32>
    ) -> Int32

    /// Largest input handed to ICU (its lengths are Int32; results may grow up to 18x).
    static let maxInputBytes = Int(Int32.max) / 20

    /// Runs `transform` over `s`. Returns nil when ICU reports an error or the
    /// input is too large for ICU's 32-bit lengths.
    static func transform(_ s: String, capacityFactor: Int = 1, _ transform: UTF8Transform) -> String? {
        var s = s
        return s.withUTF8 { src -> String? in
            guard let base = src.baseAddress, !src.isEmpty else { return "" }
            guard src.count <= maxInputBytes else { return nil }
            let srcLen = Int32(src.count)
            var err: Int32 = 0
            var needed = 0
            let guess = src.count * capacityFactor + 16
            let first = String(unsafeUninitializedCapacity: guess) { dst -> Int in
                let n = transform(base, srcLen, dst.baseAddress, Int32(dst.count), &err)
                needed = Int(n)
                return n >= 0 && Int(n) <= dst.count ? Int(n) : 0
            }
            if err > 0 || needed < 0 { return nil }
            if needed <= guess { return first }
            // Rare: the result outgrew the first guess; ICU told us the exact size.
            let exact = needed
            let second = String(unsafeUninitializedCapacity: exact) { dst -> Int in
                let n = transform(base, srcLen, dst.baseAddress, Int32(dst.count), &err)
                needed = Int(n)
                return n >= 0 && Int(n) <= dst.count ? Int(n) : 0
            }
            if err > 0 || needed < 0 || needed > exact { return nil }
            return second
        }
    }

    /// Runs `transform` over `s` into bytes: for callers that match on UTF-8
    /// and would otherwise pay for re-validating ICU's output as a String.
    static func transformBytes(_ s: String, capacityFactor: Int = 1, _ transform: UTF8Transform) -> [UInt8]? {
        var s = s
        return s.withUTF8 { src -> [UInt8]? in
            guard let base = src.baseAddress, !src.isEmpty else { return [] }
            guard src.count <= maxInputBytes else { return nil }
            var err: Int32 = 0
            var needed = 0
            func attempt(_ capacity: Int) -> [UInt8] {
                [UInt8](unsafeUninitializedCapacity: capacity) { dst, count in
                    let n = transform(base, Int32(src.count), dst.baseAddress, Int32(dst.count), &err)
                    needed = Int(n)
                    count = n >= 0 && Int(n) <= dst.count ? Int(n) : 0
                }
            }
            let guess = src.count * capacityFactor + 16
            let first = attempt(guess)
            if err > 0 || needed < 0 { return nil }
            if needed <= guess { return first }
            let second = attempt(needed)
            return err > 0 || second.count != needed ? nil : second
        }
    }
}

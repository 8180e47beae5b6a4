/// The bytes of a city table: the installed file, mapped for the life of the
/// program (never freed), or a copy owned by this object (tests, damaged copies).
/// Immutable once made, so safe to share across threads.
final class CityBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
    private let owned: Bool

    /// Bytes that live as long as the program.
    init(static buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        owned = false
    }

    /// A private copy of `bytes`.
    init(copying bytes: [UInt8]) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        buffer = UnsafeBufferPointer(copy)
        owned = true
    }

    deinit {
        if owned { buffer.deallocate() }
    }
}

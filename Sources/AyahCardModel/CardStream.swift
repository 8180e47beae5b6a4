/// The stream `ayah-card stream` writes and `ayah export --cards` reads: one
/// frame per card, in the order both sides derive from the request (each
/// date, then each size), a frame being the card's length as 4 bytes, most
/// significant first, then its bytes. Nothing else is in the stream, so a
/// short or oversized frame is a broken renderer, not a card.
public enum CardStream {
    /// Largest card a frame may hold (a 4096x4096 RGB PNG is far below).
    public static let frameLimit = 64 << 20

    /// The frame of `card`.
    public static func frame(_ card: [UInt8]) -> [UInt8] {
        let count = UInt32(truncatingIfNeeded: card.count)
        return [UInt8(count >> 24), UInt8((count >> 16) & 0xFF), UInt8((count >> 8) & 0xFF), UInt8(count & 0xFF)]
            + card
    }

    /// Why a stream cannot be read.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// A frame announces more than ``frameLimit`` bytes.
        case frameTooLarge(Int)
        /// The stream ended inside a frame (after `received` of its bytes).
        case truncated(received: Int)
        /// More cards arrived than were asked for.
        case unexpectedCard

        public var description: String {
            switch self {
            case let .frameTooLarge(count): "a card of \(count) bytes, more than \(CardStream.frameLimit)"
            case let .truncated(received): "the stream ended inside a card (\(received) bytes of it received)"
            case .unexpectedCard: "more cards than were asked for"
            }
        }
    }

    /// Cuts bytes, as they arrive, into cards.
    public struct Reader: Sendable {
        private var buffer: [UInt8] = []
        private var start = 0

        public init() {}

        /// Adds bytes read from the stream.
        public mutating func append(_ bytes: some Sequence<UInt8>) {
            if start > 0, start >= buffer.count / 2 {
                buffer.removeFirst(start)
                start = 0
            }
            buffer.append(contentsOf: bytes)
        }

        /// The next whole card, or nil until more bytes arrive.
        public mutating func next() throws(Failure) -> [UInt8]? {
            guard buffer.count - start >= 4 else { return nil }
            let count =
                Int(buffer[start]) << 24 | Int(buffer[start + 1]) << 16 | Int(buffer[start + 2]) << 8
                | Int(buffer[start + 3])
            guard count <= CardStream.frameLimit else { throw .frameTooLarge(count) }
            guard buffer.count - start - 4 >= count else { return nil }
            let card = Array(buffer[(start + 4)..<(start + 4 + count)])
            start += 4 + count
            return card
        }

        /// Checks that the stream ended between frames.
        public func finish() throws(Failure) {
            let left = buffer.count - start
            if left > 0 { throw .truncated(received: max(0, left - 4)) }
        }
    }
}

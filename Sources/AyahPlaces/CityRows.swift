/// Walks the rows of a city table (`Data/cities.tsv`, made by
/// scripts/gen-cities.py): a header line, then one line per city of ten
/// tab-separated fields, `geonameid name asciiname country admin1 latitude
/// longitude timezone population alternatenames`, alternate names separated by
/// `|`, an empty ASCII name meaning the same as the name. Allocation-free per
/// row: fields are slices of the table.
struct CityRows {
    /// The header line the table must start with.
    static let header = Array(
        "geonameid\tname\tasciiname\tcountry\tadmin1\tlatitude\tlongitude\ttimezone\tpopulation\talternatenames\n".utf8)
    static let fieldCount = 10

    typealias Field = Slice<UnsafeBufferPointer<UInt8>>

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    private var starts = [Int](repeating: 0, count: CityRows.fieldCount + 1)
    /// The line of the current row, 1-based (the header is line 1).
    private(set) var line = 1

    /// Positions the walk before the first row; the table must start with `header`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(CityError) {
        guard bytes.count >= Self.header.count, bytes[0..<Self.header.count].elementsEqual(Self.header) else {
            throw .damaged(problem: "line 1: not the expected header")
        }
        self.bytes = bytes
        position = Self.header.count
    }

    /// Moves to the next row; false after the last.
    mutating func next() throws(CityError) -> Bool {
        guard position < bytes.count else { return false }
        line += 1
        var field = 0
        starts[0] = position
        var at = position
        while at < bytes.count {
            let byte = bytes[at]
            if byte == 0x0A { break }
            if byte == 0x09 {
                field += 1
                guard field < Self.fieldCount else {
                    throw .damaged(problem: "line \(line): more than \(Self.fieldCount) fields")
                }
                starts[field] = at + 1
            }
            at += 1
        }
        guard at < bytes.count else { throw .damaged(problem: "line \(line): no line feed at its end") }
        guard field == Self.fieldCount - 1 else {
            throw .damaged(problem: "line \(line): \(field + 1) fields, not \(Self.fieldCount)")
        }
        starts[Self.fieldCount] = at + 1
        position = at + 1
        return true
    }

    /// Field `index` (0-based) of the current row.
    func field(_ index: Int) -> Field {
        bytes[starts[index]..<(starts[index + 1] - 1)]
    }

    /// The whole current line, without its line feed.
    var wholeLine: Field {
        bytes[starts[0]..<(starts[Self.fieldCount] - 1)]
    }

    /// Calls `body` with each alternate name of the current row whose first
    /// byte `firstBytes` admits (all when nil) until it returns true; returns
    /// whether it did.
    func anyAlternate(firstBytes: [Bool]? = nil, _ body: (Field) -> Bool) -> Bool {
        var start = starts[9]
        let end = starts[10] - 1
        while start < end {
            var stop = start
            if firstBytes?[Int(bytes[start])] ?? true {
                while stop < end && bytes[stop] != 0x7C { stop += 1 }
                if body(bytes[start..<stop]) { return true }
            } else {
                while stop < end && bytes[stop] != 0x7C { stop += 1 }
            }
            start = stop + 1
        }
        return false
    }

    /// The current row as a city.
    func city() throws(CityError) -> City {
        func text(_ index: Int) -> String { String(decoding: field(index), as: UTF8.self) }
        let name = text(1)
        let ascii = text(2)
        let admin1 = text(4)
        guard let id = Int(text(0)), id > 0 else { throw damaged("a GeoNames id that is not a positive number") }
        guard let latitude = Double(text(5)), (-90...90).contains(latitude) else {
            throw damaged("a latitude that is not a number in [-90, 90]")
        }
        guard let longitude = Double(text(6)), (-180...180).contains(longitude) else {
            throw damaged("a longitude that is not a number in [-180, 180]")
        }
        guard let population = Int(text(8)), population >= 0 else {
            throw damaged("a population that is not a whole number")
        }
        return City(
            name: name, asciiName: ascii.isEmpty ? name : ascii, countryCode: text(3),
            admin1: admin1.isEmpty ? nil : admin1, latitude: latitude, longitude: longitude, timeZone: text(7),
            population: population, geonameId: id)
    }

    func damaged(_ problem: String) -> CityError {
        .damaged(problem: "line \(line): \(problem)")
    }
}

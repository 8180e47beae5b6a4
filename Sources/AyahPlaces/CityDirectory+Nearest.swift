extension CityDirectory {
    /// How far a place may be from the nearest city of the directory for that
    /// city's country to be taken as the place's, in kilometres.
    public static let countryReach = 300.0

    /// The city nearest to a point (a scan of the table, as `resolve` makes),
    /// or nil when none lies within ``countryReach`` kilometres: whose country
    /// a place given by its coordinates is taken to be in.
    public func nearest(latitude: Double, longitude: Double) throws(CityError) -> City? {
        guard latitude.isFinite, longitude.isFinite else { return nil }
        var rows = try CityRows(storage.buffer)
        let radians = Double.pi / 180
        let scale = cosine(latitude * radians)
        var best: City?
        var bestDistance = Double.infinity
        while try rows.next() {
            guard let lat = Self.degrees(rows.field(5)), let lon = Self.degrees(rows.field(6)) else { continue }
            // Equirectangular: exact enough to rank cities a few hundred kilometres apart.
            var dLon = abs(lon - longitude)
            if dLon > 180 { dLon = 360 - dLon }
            let x = dLon * scale
            let y = lat - latitude
            let distance = x * x + y * y
            if distance < bestDistance {
                bestDistance = distance
                best = try rows.city()
            }
        }
        // Degrees to kilometres (one degree of a great circle is about 111.2 km).
        guard bestDistance.squareRoot() * 111.2 <= Self.countryReach else { return nil }
        return best
    }

    /// A decimal number of degrees (`-41.47694`), read without making a string.
    static func degrees(_ field: CityRows.Field) -> Double? {
        var value = 0.0
        var scale = 1.0
        var negative = false
        var fraction = false
        var digits = 0
        for byte in field {
            switch byte {
            case UInt8(ascii: "-") where digits == 0 && !negative: negative = true
            case UInt8(ascii: "."): if fraction { return nil } else { fraction = true }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                if fraction {
                    scale /= 10
                    value += Double(byte - UInt8(ascii: "0")) * scale
                } else {
                    value = value * 10 + Double(byte - UInt8(ascii: "0"))
                }
            default: return nil
            }
        }
        return digits > 0 ? (negative ? -value : value) : nil
    }

    /// cos(x) for |x| ≤ π/2 (a latitude), by its Taylor series: no Foundation here.
    private func cosine(_ x: Double) -> Double {
        let x2 = x * x
        var term = 1.0
        var sum = 1.0
        for n in stride(from: 2, through: 20, by: 2) {
            term *= -x2 / Double((n - 1) * n)
            sum += term
        }
        return sum
    }
}

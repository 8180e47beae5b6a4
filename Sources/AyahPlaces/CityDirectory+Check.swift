extension CityDirectory {
    /// Every city of the table, checking each line as the corpus is checked:
    /// valid UTF-8 without control or bidi control characters, ten fields,
    /// GeoNames ids ascending, a name, a two-letter country code, coordinates in
    /// range, a zone name of IANA's form, no empty alternate name. The embedded
    /// table is fixed at build time and not checked at run time: a test calls this.
    package func checkedCities() throws(CityError) -> [City] {
        var rows = try CityRows(storage.buffer)
        var cities: [City] = []
        while try rows.next() {
            guard let line = String(validating: rows.wholeLine, as: UTF8.self) else {
                throw rows.damaged("not valid UTF-8")
            }
            for scalar in line.unicodeScalars where scalar != "\t" {
                if scalar.properties.generalCategory == .control {
                    throw rows.damaged("the control character \(CityQuery.codePoint(scalar))")
                }
                if CityQuery.isBidiControl(scalar) {
                    throw rows.damaged("the bidi control character \(CityQuery.codePoint(scalar))")
                }
            }
            let city = try rows.city()
            if let previous = cities.last, previous.geonameId >= city.geonameId {
                throw rows.damaged("GeoNames id \(city.geonameId) out of order")
            }
            guard !city.name.isEmpty, city.asciiName.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) })
            else { throw rows.damaged("an empty name or a non-ASCII ASCII name") }
            guard city.countryCode.utf8.count == 2, city.countryCode.utf8.allSatisfy({ (0x41...0x5A).contains($0) })
            else { throw rows.damaged("a country code that is not two capital letters") }
            guard Self.isZoneName(city.timeZone) else { throw rows.damaged("a zone name of the wrong form") }
            if rows.anyAlternate({ $0.isEmpty }) { throw rows.damaged("an empty alternate name") }
            cities.append(city)
        }
        return cities
    }

    /// `Area/Location` style: ASCII letters, digits, `/`, `_`, `-`, `+`, not starting with `/` or `.`.
    private static func isZoneName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != 0x2F, first != 0x2E, name.utf8.count <= 64 else { return false }
        return name.utf8.allSatisfy { byte in
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2F, 0x5F, 0x2D, 0x2B: true
            default: false
            }
        }
    }
}

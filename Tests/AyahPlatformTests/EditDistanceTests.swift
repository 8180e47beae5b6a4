import AyahPlatform
import Testing

@Suite("Edit distance")
struct EditDistanceTests {
    @Test("Levenshtein's textbook distances")
    func distances() {
        #expect(EditDistance.compute("kitten", "sitting") == 3)
        #expect(EditDistance.compute("flaw", "lawn") == 2)
        #expect(EditDistance.compute("", "abc") == 3)
        #expect(EditDistance.compute("abc", "") == 3)
        #expect(EditDistance.compute("same", "same") == 0)
    }

    @Test("with a ceiling: the distance when within it, else nil, with the rows reused across calls")
    func bounded() {
        var distance = EditDistance()
        #expect(distance.distance(Array("kitten".utf8), Array("sitting".utf8), limit: 3) == 3)
        #expect(distance.distance(Array("kitten".utf8), Array("sitting".utf8), limit: 2) == nil)
        #expect(distance.distance(Array("abc".utf8), Array("abcdefg".utf8), limit: 3) == nil)
        #expect(distance.distance([], Array("ab".utf8), limit: 2) == 2)
        let words = ["", "a", "ab", "karachi", "karachii", "krachi", "lahore", "america/new_york", "asia/karachi"]
        for a in words {
            for b in words {
                let exact = EditDistance.compute(a, b)
                for limit in 0...20 {
                    let within = distance.distance(Array(a.utf8), Array(b.utf8), limit: limit)
                    #expect(within == (exact <= limit ? exact : nil), "\(a) \(b) \(limit)")
                }
            }
        }
    }
}

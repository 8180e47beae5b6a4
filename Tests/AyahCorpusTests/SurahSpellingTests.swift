import Testing
@testable import AyahCorpus

/// Surah names as people type them. The list is written by hand from common
/// usage (translations, apps, mosque timetables, search habits), not derived
/// from the parser's rules or the corpus's table: with or without the article,
/// a space or a hyphen, doubled vowels, `ee`/`oo`, a final `h` or not.
@Suite struct SurahSpellingTests {
    static let common: [(Int, [String])] = [
        (1, ["fatiha", "Al Fatiha", "al-fatihah", "Fatihah", "Al-Faatiha", "Surah Fatiha"]),
        (2, ["baqara", "baqarah", "al-baqara", "Al Baqara", "Al-Baqarah"]),
        (3, ["Al Imran", "Aal-e-Imran", "Ali Imran", "aal imran"]),
        (4, ["Nisa", "An Nisaa", "an-nisa"]), (5, ["Maidah", "Al-Maida", "Al Maidah"]),
        (6, ["Anam", "Al-Anaam", "al anam"]), (7, ["Araf", "Al Aaraf", "al-a'raf"]), (8, ["Anfal", "Al-Anfaal"]),
        (9, ["Tawba", "Taubah", "At Tauba", "Tawbah", "at-tawba"]), (10, ["Yunus", "Younus"]),
        (12, ["Yousuf", "Yusuf", "Yoosuf"]), (13, ["Rad", "Ar-Raad"]), (14, ["Ibraheem", "Ibrahim"]),
        (15, ["Hijr", "al hijr"]), (16, ["Nahl", "An Nahl"]), (17, ["Isra", "Al-Israa"]), (18, ["Kahf", "Al Kahf"]),
        (19, ["Maryam", "Mariam"]), (20, ["Ta-Ha", "Taha", "Taahaa", "Ta Ha"]), (21, ["Anbiya", "Al-Anbiyaa"]),
        (22, ["Hajj", "Al Haj"]), (23, ["Muminoon", "Al-Muminun", "Mu'minun"]), (24, ["Noor", "An-Nur"]),
        (25, ["Furqaan", "Al Furqan"]), (26, ["Shuara", "Ash-Shu'araa", "al-shuara"]), (27, ["Naml", "An Naml"]),
        (28, ["Qasas", "Al Qasas"]), (29, ["Ankaboot", "Al-Ankabut"]), (30, ["Room", "Ar Rum"]),
        (31, ["Luqmaan", "Luqman"]), (32, ["Sajda", "As-Sajdah"]), (33, ["Ahzaab", "Al Ahzab"]),
        (34, ["Saba", "Sabaa"]), (35, ["Faatir", "Fatir"]), (36, ["Yaseen", "Yasin", "Ya Sin", "Surah Yaseen"]),
        (37, ["Saaffaat", "As-Saffat"]), (38, ["Saad", "Sad"]), (39, ["Zumar", "Az-Zumar"]), (40, ["Ghaafir"]),
        (41, ["Fussilat", "Fusilat"]), (42, ["Shura", "Ash-Shura", "Ash Shoora"]), (43, ["Zukhruf"]),
        (44, ["Dukhan", "Ad-Dukhaan"]), (45, ["Jathiya", "Al-Jaathiyah", "Jasiya"]), (46, ["Ahqaf", "Al-Ahqaaf"]),
        (47, ["Muhammad"]), (48, ["Fath", "Al-Fath"]), (49, ["Hujuraat", "Al-Hujurat"]), (50, ["Qaaf", "Qaf"]),
        (51, ["Dhariyat", "Adh-Dhaariyaat", "Zariyat"]), (52, ["Toor", "At-Tur"]), (53, ["Najm", "An Najm"]),
        (54, ["Qamar", "Al Qamar"]), (55, ["Rahman", "Ar-Rahmaan", "ar rahman"]),
        (56, ["Waqiah", "Al-Waqia", "Al Waqiah", "Waqiaa"]), (57, ["Hadeed", "Al-Hadid"]),
        (58, ["Mujadila", "Al Mujadilah"]), (59, ["Hashr", "Al-Hashr"]), (60, ["Mumtahanah", "Al Mumtahana"]),
        (61, ["Saff", "As-Saff"]), (62, ["Jumuah", "Al-Jumu'a", "Jumua"]), (63, ["Munafiqoon", "Al Munafiqun"]),
        (64, ["Taghabun", "At-Taghaabun"]), (65, ["Talaq", "At-Talaaq"]), (66, ["Tahreem", "At-Tahrim"]),
        (67, ["Mulk", "Al Mulk", "Surat al-Mulk"]), (68, ["Qalam", "Al-Qalam"]), (69, ["Haqqa", "Al-Haaqqah"]),
        (70, ["Maarij", "Al-Ma'arij"]), (71, ["Nooh", "Nuh"]), (72, ["Jinn", "Al-Jin"]),
        (73, ["Muzzammil", "Al-Muzammil"]), (74, ["Muddathir", "Muddassir", "Al-Muddaththir"]),
        (75, ["Qiyama", "Al-Qiyaamah"]), (76, ["Insan", "Al-Insaan"]), (77, ["Mursalat", "Al-Mursalaat"]),
        (78, ["Naba", "An-Naba'"]), (79, ["Naziat", "An-Naazi'aat"]), (80, ["Abasa"]),
        (81, ["Takwir", "At-Takweer"]), (82, ["Infitar", "Al Infitaar"]), (83, ["Mutaffifin", "Al-Mutaffifeen"]),
        (84, ["Inshiqaq", "Al-Inshiqaaq"]), (85, ["Burooj", "Al-Buruj"]), (86, ["Tariq", "At-Taariq"]),
        (87, ["Ala", "Al-A'laa"]), (88, ["Ghashiya", "Al-Ghaashiyah"]), (89, ["Fajr", "Al Fajr"]),
        (90, ["Balad", "Al-Balad"]), (91, ["Shams", "Ash-Shams"]), (92, ["Lail", "Al-Layl"]),
        (93, ["Duha", "Ad-Dhuha", "Dhuha"]), (94, ["Sharh", "Ash-Sharh"]), (95, ["Teen", "At-Tin"]),
        (96, ["Alaq", "Al-Alaq"]), (97, ["Qadr", "Al Qadr"]), (98, ["Bayyina", "Al-Bayyinah", "Bayinah"]),
        (99, ["Zalzala", "Az-Zalzalah"]), (100, ["Adiyat", "Al-Aadiyaat"]), (101, ["Qaria", "Al-Qaari'ah"]),
        (102, ["Takathur", "At-Takaathur", "Takasur"]), (103, ["Asr", "Al-Asr"]), (104, ["Humaza", "Al-Humazah"]),
        (105, ["Feel", "Al-Fil"]), (106, ["Quraish", "Quraysh"]), (107, ["Maun", "Al-Maa'oon"]),
        (108, ["Kawthar", "Kausar", "Al-Kauthar"]), (109, ["Kafiroon", "Al-Kaafirun"]), (110, ["Nasr", "An-Nasr"]),
        (111, ["Masad", "Al Masad"]), (112, ["Ikhlas", "Al-Ikhlaas"]), (113, ["Falaq", "Al Falaq"]),
        (114, ["Nas", "An-Naas"]),
    ]

    static let corpus = Result { try Corpus.load() }

    @Test func commonSpellingsFindTheirSurah() throws {
        let parser = ReferenceParser(corpus: try Self.corpus.get())
        for (surah, spellings) in Self.common {
            for spelling in spellings {
                #expect(
                    (try? parser.parse("\(spelling) 1")) == AyahRef(surah: surah, ayah: 1),
                    "\(spelling) should be surah \(surah)")
            }
        }
    }

    /// Misspellings that are not a usual transliteration still get suggestions.
    @Test(arguments: [("al-baqra", "Al-Baqarah"), ("baqrah", "Al-Baqarah"), ("yasinn x", "")])
    func othersStillGetSuggestions(_ name: String, _ first: String) throws {
        let parser = ReferenceParser(corpus: try Self.corpus.get())
        #expect(throws: ReferenceError.self) { try parser.parse("\(name) 1") }
        if !first.isEmpty { #expect(parser.suggestions(for: name).first == first) }
    }
}

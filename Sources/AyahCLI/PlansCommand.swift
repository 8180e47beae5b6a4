import ArgumentParser
import AyahSettings
import AyahSettingsCore

/// `ayah plans`: the forms of a reading plan, with one example each.
struct PlansCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "plans", abstract: "List the reading plan forms (--plan), with an example of each.")

    static let text = """
        Reading plans (--plan SPEC, repeatable; AYAH_PLAN, specs separated by ;):
          khatm:N[:UNIT]    the whole Quran in N ayah-days from --plan-start; UNIT juz, hizb, rub,
                            page (default) or ayah; 1 <= N <= the number of units
                            e.g. --plan khatm:30:juz --plan-start 2026-03-01   (a juz a day for a month)
                                 --plan khatm:365 --plan-start 2026-01-01      (the Quran in a year, by page)
          ramadan[:UNIT]    every Ramadan (Umm al-Qura with --hijri-adjust), the Quran over its 29 or
                            30 days; UNIT as above, default juz; no --plan-start
                            e.g. --plan ramadan
          surah:S@WHEN      surah S (1-114 or a name ayah show accepts) whole on the days WHEN picks:
                            daily, or weekdays sat, sun, mon, tue, wed, thu, fri (several: mon,thu)
                            e.g. --plan surah:al-mulk@daily   --plan surah:36@mon,thu
          kahf              = surah:18@fri: with --day-starts-at maghrib, from Thursday's Maghrib
          mulk              = surah:67@daily
        --plan-start: YYYY-MM-DD (that ayah-day) or hijri:YYYY-MM-DD (the first ayah-day with that Hijri date).
        Ranges for ayah show and /v1/read: 2:142-2:252, 2:142-252, "Al-Baqarah 2:253–Ali 'Imran 3:92",
        juz:2, "juz 30", page:22, page:21-40, hizb:3, rub:7, manzil:2, ruku:5, surah:18, surah:al-kahf,
        a whole surah (36, fatiha, Ya-Sin): every reading's title and span as printed.
        """

    func run(in environment: CLIEnvironment) throws {
        try environment.print(Self.text)
    }
}

import AyahCorpus
import AyahShared
import AyahTime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Zone-and-wall-time forms of the day questions, kept only until the HTTP
// server's routes take a ``DaySchedule``; the schedule forms are the API.
extension AyahEngine {
    package func day(in zone: ZoneRules, at instant: Date, dayStartsAt: WallTime? = nil) -> DayStart {
        day(on: schedule(in: zone, dayStartsAt: dayStartsAt), at: instant)
    }

    package func payload(
        in zone: ZoneRules, for day: DayStart, generatedAt: Date, upcoming: Int, dayStartsAt: WallTime? = nil
    ) throws(CorpusError) -> AyahData {
        try payload(
            on: schedule(in: zone, dayStartsAt: dayStartsAt), for: day, generatedAt: generatedAt, upcoming: upcoming)
    }
}

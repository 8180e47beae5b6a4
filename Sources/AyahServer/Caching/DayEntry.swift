/// A stored reply of a route whose answer lasts for a day (`/v1/today`, the
/// page, the calendars and feeds, today's card): its representation, when
/// the day it answers for ends, and when it was built, in the service's
/// monotonic seconds (the route rebuilds it after
/// `APIService.todayRevalidationInterval`).
struct DayEntry {
    var representation: Representation
    var end: Int64
    var builtAt: Double
}

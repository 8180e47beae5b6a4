import Hummingbird
import Testing
@testable import AyahServer

/// The routing table's patterns and resolution, on paths whose answers the
/// API's contract fixes (openapi.yaml): what matches, what is a 404, what is a 405.
@Suite struct RouterTests {
    @Test func patternsMatchWholeSegmentsAsSent() {
        let exact = PathPattern("/v1/today")
        #expect(exact.match("/v1/today") == [])
        for path in ["/v1/today/", "/v1/todayx", "//v1/today", "/v1", "v1/today", "", "/v1/Today", "*"] {
            #expect(exact.match(path) == nil, "\(path)")
        }
        let day = PathPattern("/v1/days/{date}")
        #expect(day.match("/v1/days/2026-03-08") == ["2026-03-08"])
        #expect(day.match("/v1/days/%41") == ["%41"])
        for path in ["/v1/days/", "/v1/days", "/v1/days/a/b", "/v1/days/a/", "/v1/days//"] {
            #expect(day.match(path) == nil, "\(path)")
        }
        let rest = PathPattern("/v1/ayahs/{reference...}")
        #expect(rest.match("/v1/ayahs/2/255") == ["2/255"])
        #expect(rest.match("/v1/ayahs/") == [""])
        #expect(rest.match("/v1/ayahs/1/2/3/") == ["1/2/3/"])
        #expect(rest.match("/v1/ayahs") == nil)
        #expect(rest.match("/v1/ayahsx/1/2") == nil)
    }

    @Test func unknownPathIsNotFoundAndOtherMethodsAreNotAllowed() {
        let router = Router(routes: [
            Route("/a", methods: Route.readOnly) { _ throws(Problem) in throw Problem(.notFound, "a") },
            Route("/a", methods: [.post]) { _ throws(Problem) in throw Problem(.notFound, "b") },
            Route("/b/{x}") { _ throws(Problem) in throw Problem(.notFound, "c") },
        ])
        guard case .notFound = router.resolve(method: .get, path: "/c") else {
            Issue.record("/c resolved")
            return
        }
        guard case let .methodNotAllowed(allowed) = router.resolve(method: .delete, path: "/a") else {
            Issue.record("DELETE /a is not a 405")
            return
        }
        #expect(allowed == [.get, .head, .post])
        #expect(Router.allowField(allowed) == "GET, HEAD, POST")
        #expect(Router.allowWords(allowed) == "GET, HEAD or POST")
        #expect(Router.allowWords([.get, .head]) == "GET or HEAD")
        // A JSON route (the default) answers the CORS preflight too, and says so in Allow.
        guard case let .methodNotAllowed(json) = router.resolve(method: .post, path: "/b/1") else {
            Issue.record("POST /b/1 is not a 405")
            return
        }
        #expect(Router.allowField(json) == "GET, HEAD, OPTIONS")
        guard case let .route(preflight, _) = router.resolve(method: .options, path: "/b/1"), preflight.isCrossOrigin
        else {
            Issue.record("OPTIONS /b/1 did not resolve to a cross-origin route")
            return
        }
        guard case let .route(route, captures) = router.resolve(method: .post, path: "/a") else {
            Issue.record("POST /a did not resolve")
            return
        }
        #expect(route.methods == [.post] && captures.isEmpty)
        guard case let .route(_, found) = router.resolve(method: .head, path: "/b/x%20y") else {
            Issue.record("HEAD /b/x%20y did not resolve")
            return
        }
        #expect(found == ["x%20y"])
    }
}

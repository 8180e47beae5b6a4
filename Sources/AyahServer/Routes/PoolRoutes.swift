import AyahKit
import AyahPlatform
import AyahSettingsCore
import Logging

/// `/v1/pool?pool=curated|classic&theme=NAME`: the passages the daily choice
/// draws from, as `ayah pool --json` prints them. The bodies never change for
/// a server; at most one per pool and theme is kept.
struct PoolRoutes: Sendable {
    struct Key: Hashable {
        var selection: SelectionConfig
    }

    let engine: AyahEngine
    let cache: Locked<[Key: Representation]>
    let logger: Logger

    init(engine: AyahEngine, logger: Logger) {
        self.engine = engine
        self.logger = logger
        cache = Locked([:])
    }

    var routes: [Route] {
        [Route("/v1/pool") { request throws(Problem) in try pool(request.query, ifNoneMatch: request.ifNoneMatch) }]
    }

    private func pool(_ query: QueryParameters, ifNoneMatch: String?) throws(Problem) -> Reply {
        let engine = try ParameterProblems.reading { () throws -> AyahEngine in
            try TodayRoutes.settings(query).selecting(over: self.engine)
        }
        let key = Key(selection: engine.configuration.selection)
        if let cached = cache.withLock({ $0[key] }) { return Reply(cached, ifNoneMatch: ifNoneMatch) }
        let representation: Representation
        do {
            let listing = engine.poolListing(theme: key.selection.theme)
            representation = Representation(
                bytes: try JSONOutput.encode(listing), contentType: "application/json",
                cacheControl: "public, max-age=\(APIService.longMaxAge)")
        } catch {
            throw ParameterProblems.internalError("cannot list the pool: \(error)", logger: logger)
        }
        // Two pools and 21 theme choices at most: the dictionary is bounded by the settings themselves.
        cache.withLock { $0[key] = representation }
        return Reply(representation, ifNoneMatch: ifNoneMatch)
    }
}

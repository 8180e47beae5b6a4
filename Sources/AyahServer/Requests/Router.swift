import Hummingbird

/// The routing table: the first route whose pattern and method match a
/// request answers it. A path no route matches is a 404; a path some route
/// matches with another method is a 405 naming the methods that are allowed.
struct Router: Sendable {
    /// How a request resolved.
    enum Resolution {
        case route(Route, captures: [Substring])
        case methodNotAllowed(allowed: [HTTPRequest.Method])
        case notFound
    }

    let routes: [Route]

    func resolve(method: HTTPRequest.Method, path: String) -> Resolution {
        var allowed: [HTTPRequest.Method] = []
        for route in routes {
            guard let captures = route.pattern.match(path) else { continue }
            if route.methods.contains(method) { return .route(route, captures: captures) }
            for other in route.methods where !allowed.contains(other) { allowed.append(other) }
        }
        return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed: allowed)
    }

    /// The value of `Allow`: `GET, HEAD`.
    static func allowField(_ methods: [HTTPRequest.Method]) -> String {
        methods.map(\.rawValue).joined(separator: ", ")
    }

    /// The methods in words: `GET or HEAD`, `GET, HEAD or OPTIONS`.
    static func allowWords(_ methods: [HTTPRequest.Method]) -> String {
        let names = methods.map(\.rawValue)
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

import CAyahOpenAPI

/// `/healthz` and `/openapi.yaml`: fixed bodies built once.
struct MetaRoutes: Sendable {
    let openAPI: Representation
    let health: Representation

    init() {
        var length = 0
        let start = ayah_openapi_yaml(&length)
        let yaml = start.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
        openAPI = Representation(bytes: yaml, contentType: "application/yaml", cacheControl: "public, max-age=3600")
        health = Representation(
            bytes: Array("{\"status\":\"ok\"}\n".utf8), contentType: "application/json", cacheControl: "no-store")
    }

    var routes: [Route] {
        [
            Route("/healthz") { [health] _ in Reply(health, ifNoneMatch: nil) },
            Route("/openapi.yaml") { [openAPI] request in Reply(openAPI, ifNoneMatch: request.ifNoneMatch) },
        ]
    }
}

import AyahWeb
import Testing

/// The page's security policy, read as a browser reads it: directives split
/// on `;`, each name then its sources.
@Suite struct PageSecurityTests {
    static func directives(_ policy: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for part in policy.split(separator: ";") {
            let words = part.split(separator: " ").map(String.init)
            guard let name = words.first else { continue }
            #expect(found[name] == nil, "\(name) given twice: a browser keeps the first only")
            found[name] = Array(words.dropFirst())
        }
        return found
    }

    @Test func thePageAllowsOnlyItsOwnFilesAndIsNeverFramed() {
        let page = Self.directives(PageSecurity.contentSecurityPolicy(.page))
        #expect(page["default-src"] == ["'none'"])
        for fetch in ["script-src", "style-src", "font-src", "img-src", "connect-src"] {
            #expect(page[fetch] == ["'self'"], "\(fetch)")
        }
        #expect(page["base-uri"] == ["'none'"])
        #expect(page["form-action"] == ["'none'"])
        #expect(page["frame-ancestors"] == ["'none'"])
    }

    @Test func theEmbedMayBeFramedAnywhereButIsOtherwiseAsStrict() {
        var embed = Self.directives(PageSecurity.contentSecurityPolicy(.embed))
        var page = Self.directives(PageSecurity.contentSecurityPolicy(.page))
        #expect(embed.removeValue(forKey: "frame-ancestors") == ["*"])
        page.removeValue(forKey: "frame-ancestors")
        #expect(embed == page)
    }

    @Test func noPolicyAllowsInlineCodeOrEval() {
        for policy in [
            PageSecurity.contentSecurityPolicy(.page), PageSecurity.contentSecurityPolicy(.embed),
            PageSecurity.metaPolicy,
        ] {
            for unsafe in ["'unsafe-inline'", "'unsafe-eval'", "data:", "http:", "https:"] {
                #expect(!policy.contains(unsafe), "\(unsafe) in \(policy)")
            }
        }
    }

    @Test func theMetaPolicyLeavesFramingToTheHost() {
        // frame-ancestors is ignored in a <meta> element (CSP 3 §6.1.2.3): stating it there would only mislead.
        let meta = Self.directives(PageSecurity.metaPolicy)
        #expect(meta["frame-ancestors"] == nil)
        #expect(meta["default-src"] == ["'none'"])
        #expect(PageSecurity.referrerPolicy == "no-referrer")
    }
}

/// The caching rules an export carries beside its documents, for the static
/// host that serves it: a `_headers` file (the format Netlify and Cloudflare
/// Pages read from the published root) and an nginx snippet of `location`
/// blocks to include in a `server` whose `root` is the export's directory.
///
/// A day document never changes (a date's ayah is fixed by the settings it
/// was exported with), so it is cached for a year and marked `immutable`;
/// `v1/index.json` names the range exported and changes with each export, so
/// it is short-lived. Both are public: they hold nothing private.
package struct CachingRules: Sendable, Equatable {
    /// The header fields of an export's pages (`ayah export --html`): the
    /// policies a `<meta>` element cannot state (`frame-ancestors`), given by
    /// the module that makes the pages.
    package struct Pages: Sendable, Equatable {
        /// `Content-Security-Policy` of `index.html` (not framed) and `embed.html` (framed anywhere).
        package var pagePolicy: String
        package var embedPolicy: String
        /// `Referrer-Policy` of both.
        package var referrerPolicy: String

        package init(pagePolicy: String, embedPolicy: String, referrerPolicy: String) {
            self.pagePolicy = pagePolicy
            self.embedPolicy = embedPolicy
            self.referrerPolicy = referrerPolicy
        }
    }

    /// `Cache-Control` of the pages: short, as the index (a page names no date).
    package static let pageCacheControl = "public, max-age=300"
    /// The folder of the readings' pages (``StaticExport/readName``).
    static let readFolder = "read"
    /// `Cache-Control` of `assets/` (stylesheet, script, font, icon).
    package static let assetCacheControl = "public, max-age=86400"

    /// `Cache-Control` of `v1/days/DATE.json`.
    package static let dayCacheControl = "public, max-age=31536000, immutable"
    /// `Cache-Control` of `v1/index.json`.
    package static let indexCacheControl = "public, max-age=300"
    /// `Cache-Control` of `v1/calendar/ZONE.ics` and `v1/feed/ZONE.*`: they
    /// change at each zone's boundary, so at most an hour and never `immutable`.
    package static let publishedCacheControl = "public, max-age=3600"
    /// The media types of the published files, by extension.
    package static let publishedTypes = [
        ("ics", "text/calendar; charset=utf-8"), ("atom", "application/atom+xml; charset=utf-8"),
        ("rss", "application/rss+xml; charset=utf-8"), ("json", "application/feed+json; charset=utf-8"),
    ]
    /// The Netlify / Cloudflare Pages rules file, at the export's root.
    package static let headersName = "_headers"
    /// The nginx snippet, at the export's root.
    package static let nginxName = "nginx-locations.conf"
    /// The names of the rules files, in the order they are written.
    package static let names = [headersName, nginxName]

    /// The `_headers` file: a path pattern, then its indented header lines.
    package static func headers(pages: Pages? = nil, published: Bool = false) -> String {
        var text = """
            # Caching rules of an ayah export, for static hosts that read _headers
            # (Netlify, Cloudflare Pages). Day documents and cards never change; the index does.
            /v1/days/*
              Cache-Control: \(dayCacheControl)
              Access-Control-Allow-Origin: *
            /v1/index.json
              Cache-Control: \(indexCacheControl)
              Access-Control-Allow-Origin: *

            """
        if published {
            for path in ["/v1/calendar/*", "/v1/feed/*"] {
                text += """
                    \(path)
                      Cache-Control: \(publishedCacheControl)
                      Access-Control-Allow-Origin: *

                    """
            }
        }
        guard let pages else { return text }
        // The readings' pages (`read/RANGE.html`) are pages like the index: not framed, short-lived.
        for path in ["/", "/index.html", "/\(readFolder)/*"] {
            text += """
                \(path)
                  Content-Security-Policy: \(pages.pagePolicy)
                  X-Frame-Options: DENY
                  X-Content-Type-Options: nosniff
                  Referrer-Policy: \(pages.referrerPolicy)
                  Cache-Control: \(pageCacheControl)

                """
        }
        text += """
            /embed.html
              Content-Security-Policy: \(pages.embedPolicy)
              X-Content-Type-Options: nosniff
              Referrer-Policy: \(pages.referrerPolicy)
              Cache-Control: \(pageCacheControl)
            /assets/*
              X-Content-Type-Options: nosniff
              Cache-Control: \(assetCacheControl)

            """
        return text
    }

    /// The nginx snippet: include it inside a `server` block whose `root` is
    /// the export's directory. Only `.json` documents are served below `/v1/`;
    /// the rules files themselves are not served.
    package static func nginx(pages: Pages? = nil, published: Bool = false) -> String {
        var text = """
            # Caching rules of an ayah export for nginx. Include this file inside a
            # server block whose root is the export's directory:
            #     server { listen 80; root /srv/ayah; include /srv/ayah/\(nginxName); }
            # Day documents and their cards never change (a year, immutable); the index does (short-lived).
            location ~ "^/v1/days/[0-9]{4}-[0-9]{2}-[0-9]{2}\\.json$" {
                types { }
                default_type application/json;
                add_header Cache-Control "\(dayCacheControl)";
                add_header Access-Control-Allow-Origin "*";
            }
            location ~ "^/v1/days/[0-9]{4}-[0-9]{2}-[0-9]{2}/card-[a-z0-9]{1,16}\\.png$" {
                types { }
                default_type image/png;
                add_header Cache-Control "\(dayCacheControl)";
                add_header Access-Control-Allow-Origin "*";
                add_header X-Content-Type-Options "nosniff";
            }
            location = /v1/index.json {
                types { }
                default_type application/json;
                add_header Cache-Control "\(indexCacheControl)";
                add_header Access-Control-Allow-Origin "*";
            }
            location = /\(headersName) {
                return 404;
            }
            location = /\(nginxName) {
                return 404;
            }

            """
        if published {
            for (ext, type) in publishedTypes {
                let folder = ext == "ics" ? "calendar" : "feed"
                text += """
                    location ~ "^/v1/\(folder)/[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+){0,3}\\.\(ext)$" {
                        types { }
                        default_type "\(type)";
                        add_header Cache-Control "\(publishedCacheControl)";
                        add_header Access-Control-Allow-Origin "*";
                    }

                    """
            }
        }
        guard let pages else { return text }
        text += """
            location = /index.html {
                add_header Content-Security-Policy "\(pages.pagePolicy)";
                add_header X-Frame-Options DENY;
                add_header X-Content-Type-Options nosniff;
                add_header Referrer-Policy \(pages.referrerPolicy);
                add_header Cache-Control "\(pageCacheControl)";
            }
            location = /embed.html {
                add_header Content-Security-Policy "\(pages.embedPolicy)";
                add_header X-Content-Type-Options nosniff;
                add_header Referrer-Policy \(pages.referrerPolicy);
                add_header Cache-Control "\(pageCacheControl)";
            }
            location ^~ /assets/ {
                add_header X-Content-Type-Options nosniff;
                add_header Cache-Control "\(assetCacheControl)";
            }
            location ^~ /\(readFolder)/ {
                add_header Content-Security-Policy "\(pages.pagePolicy)";
                add_header X-Frame-Options DENY;
                add_header X-Content-Type-Options nosniff;
                add_header Referrer-Policy \(pages.referrerPolicy);
                add_header Cache-Control "\(pageCacheControl)";
            }

            """
        return text
    }

    /// The bytes of the rules file `name` (one of ``names``), or nil.
    package static func bytes(of name: String, pages: Pages? = nil, published: Bool = false) -> [UInt8]? {
        switch name {
        case headersName: return Array(headers(pages: pages, published: published).utf8)
        case nginxName: return Array(nginx(pages: pages, published: published).utf8)
        default: return nil
        }
    }
}

import Foundation
import Testing

/// scripts/check-package-facts, which scripts/test-package runs on the built
/// .deb: the Depends, files and size docs/packaging.md states must be the package's.
/// Here on a small package built with dpkg-deb, so the comparison itself is
/// tested without a release build.
@Suite struct PackageFactsTests {
    static let repository = InstallScriptTests.repository
    static let script = repository + "/scripts/check-package-facts"

    /// A package with these control fields and files, and a Markdown file stating `facts`.
    static func fixture(facts: String) throws -> (deb: String, readme: String, directory: String) {
        let directory = try temporaryDirectory("ayah-package-facts")
        let root = directory + "/root"
        for folder in ["DEBIAN", "usr/bin", "usr/libexec/x", "usr/share/doc/x"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try "a\n".write(toFile: root + "/usr/bin/ayah", atomically: false, encoding: .utf8)
        try "b\n".write(toFile: root + "/usr/libexec/x/ayah-card", atomically: false, encoding: .utf8)
        try "c\n".write(toFile: root + "/usr/share/doc/x/copyright", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/usr/bin/ayah-link", withDestinationPath: "ayah")
        try """
        Package: x
        Version: 1.0
        Architecture: all
        Maintainer: A <a@example.org>
        Installed-Size: 131072
        Depends: libc6 (>= 2.34), libcairo2 (>= 1.10.0), libpangocairo-1.0-0 (>= 1.44), zlib1g (>= 1:1.1.4)
        Recommends: fonts-hosny-amiri
        Description: a fixture
         for the package facts check

        """.write(toFile: root + "/DEBIAN/control", atomically: false, encoding: .utf8)
        let build = try Ayah.run(
            ["--root-owner-group", "--build", root, directory + "/x.deb"], executable: "/usr/bin/dpkg-deb")
        try #require(build.status == 0, "\(build.stderr)")
        try "# x\n\n<!-- package-facts: checked by scripts/check-package-facts -->\n```text\n\(facts)```\n".write(
            toFile: directory + "/README.md", atomically: false, encoding: .utf8)
        return (directory + "/x.deb", directory + "/README.md", directory)
    }

    static let agreeing = """
        Depends: libc6, libcairo2, libpangocairo-1.0-0, zlib1g
        Recommends: fonts-hosny-amiri
        Installed-Size: about 128 MiB
        Files:
          /usr/bin/ayah
          /usr/bin/ayah-link
          /usr/libexec/x/ayah-card
          /usr/share/doc/x/copyright

        """

    @Test func agreeingFactsPass() throws {
        let fixture = try Self.fixture(facts: Self.agreeing)
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        let run = try Ayah.run([fixture.deb, fixture.readme], executable: Self.script)
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
    }

    @Test(arguments: [
        ("libpangocairo-1.0-0, ", "", "Depends: the package has libpangocairo-1.0-0"),
        ("zlib1g", "zlib1g, libpng16-16", "Depends: the docs have libpng16-16"),
        ("about 128 MiB", "about 102 MiB", "the docs say about 102 MiB, the package is about 128 MiB"),
        ("  /usr/libexec/x/ayah-card\n", "", "Files: the package has /usr/libexec/x/ayah-card"),
        ("  /usr/bin/ayah\n", "  /usr/bin/ayah\n  /usr/bin/gone\n", "Files: the docs have /usr/bin/gone"),
        ("fonts-hosny-amiri", "fonts-other", "Recommends: the package has fonts-hosny-amiri"),
    ])
    func eachDriftIsNamed(_ from: String, _ to: String, _ message: String) throws {
        let fixture = try Self.fixture(facts: Self.agreeing.replacingOccurrences(of: from, with: to))
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        let run = try Ayah.run([fixture.deb, fixture.readme], executable: Self.script)
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains(message), "\(run.stdout)")
    }

    /// docs/packaging.md states the facts in the block the check reads, with
    /// the three binaries and the libraries ayah-card draws with.
    @Test func theDocsStateThePackageFacts() throws {
        let readme = try String(contentsOfFile: Self.repository + "/docs/packaging.md", encoding: .utf8)
        let marker = try #require(readme.range(of: "<!-- package-facts"))
        let block = readme[marker.upperBound...].prefix(3000)
        for fact in [
            "/usr/bin/ayah\n", "/usr/libexec/dailyayah/ayah-server\n", "/usr/libexec/dailyayah/ayah-card\n",
            "libpangocairo-1.0-0", "libcairo2", "libharfbuzz0b", "libfreetype6", "libfontconfig1", "libglib2.0-0",
            "libpng16-16", "zlib1g", "Installed-Size: about ",
        ] {
            #expect(block.contains(fact), "docs/packaging.md's package facts lack \(fact)")
        }
    }
}

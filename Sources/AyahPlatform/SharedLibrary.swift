#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions about shared libraries the dynamic loader can find.
package enum SharedLibrary {
    /// Whether the dynamic loader can load `name` (a soname such as
    /// `libpango-1.0.so.0`) with this process's search path. Loads it, so ask
    /// only just before running a program that needs it (`ayah card`).
    package static func isLoadable(_ name: String) -> Bool {
        guard let handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }
}

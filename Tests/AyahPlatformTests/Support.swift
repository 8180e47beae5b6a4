import AyahTestSupport
import Foundation

/// A fresh temporary directory, removed by the caller.
func scratchDirectory(_ label: String = "ayah-platform") throws -> String {
    let path = NSTemporaryDirectory() + "\(label)-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func writeFile(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

func fileText(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}

func permissions(_ path: String) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
}

/// A libc function Swift's Glibc module does not import (behind _XOPEN_SOURCE or
/// in <sys/fsuid.h>), looked up at run time.
func libcFunction<T>(_ name: String, as type: T.Type) -> T? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(symbol, to: type)
}

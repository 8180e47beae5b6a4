// Warm render time per card: one process, one renderer (fonts loaded once),
// each size's card drawn `runs` times after one unmeasured draw. Prints one
// line per size: median and mean milliseconds per card, layout alone and
// layout + drawing + encoding, and the size of the result.
// Usage: CardThroughput [runs]   (card-bench.sh runs it)
import AyahCard
import AyahCardModel
import AyahKit
import AyahTime
import Dispatch

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 30
let engine = try AyahEngine()
guard let date = CivilDate(iso: "2026-09-19") else { fatalError("date") }
let renderer = try CardRenderer()
let content = CardContent(try engine.document(for: date))
print("card: \(content.reference) on \(date.iso), \(runs) runs per size, fonts: \(renderer.fontNames)")

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func report(_ name: String, _ samples: [Double], bytes: Int) {
    let sorted = samples.sorted()
    let mean = samples.reduce(0, +) / Double(samples.count)
    let median = sorted[sorted.count / 2]
    print(
        name.padding(toLength: 22, withPad: " ", startingAt: 0)
            + " median \(String(format: "%7.2f", median)) ms  mean \(String(format: "%7.2f", mean)) ms"
            + (bytes > 0 ? "  \(bytes / 1024) KB" : ""))
}

for (size, format) in CardSize.named.map({ ($0, CardFormat.png) }) + [(.og, .svg)] {
    let style = try CardStyle(size: size, format: format)
    let request = CardRequest(content: content, style: style)
    var bytes = try renderer.render(request)
    _ = try renderer.layout(content, size: size)
    var layout: [Double] = []
    var render: [Double] = []
    for _ in 0..<runs {
        layout.append(try milliseconds { _ = try renderer.layout(content, size: size) })
        render.append(try milliseconds { bytes = try renderer.render(request) })
    }
    report("\(size.name) \(format.rawValue) layout", layout, bytes: 0)
    report("\(size.name) \(format.rawValue) render", render, bytes: bytes.count)
}

import Foundation

/// A compiled MiniUI: `<cache>/miniui/<hash>/{src/, Modules/MiniUI.swiftmodule, MiniUI.o, done.json}`.
struct MiniUIBuild: Sendable {
    var hash: String
    var entry: URL
    var modules: URL { entry.appendingPathComponent("Modules") }
    var object: URL { entry.appendingPathComponent("MiniUI.o") }
    var sources: URL { entry.appendingPathComponent("src") }
}

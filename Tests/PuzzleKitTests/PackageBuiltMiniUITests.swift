import Foundation
import Testing

@testable import PuzzleKit

/// A build folder laid out as SwiftPM lays out `.build/<triple>/debug` for MiniUI, over a kit's MiniUI files.
private struct FakePackageBuild {
    let root: URL
    var kit: URL { root.appendingPathComponent("kit") }
    var folder: URL { root.appendingPathComponent("debug") }
    var sources: [String] {
        ["Views/Text.swift", "Host/Renderer.swift"].map { kit.appendingPathComponent("Sources/MiniUI/\($0)").path }
    }
    var macroSources: [String] { [kit.appendingPathComponent("Sources/MiniUIMacros/main.swift").path] }
    var objects: [String] {
        sources.map {
            folder.appendingPathComponent("MiniUI.build/\(URL(fileURLWithPath: $0).lastPathComponent).o").path
        }
    }

    init() throws {
        root = Fixture.scratch("package-built-miniui")
        for file in sources + macroSources { try write(file) }
        // The build's products, each written after the sources.
        var map: [String: [String: String]] = ["": ["swift-dependencies": "primary.swiftdeps"]]
        for (source, object) in zip(sources, objects) {
            map[source] = ["object": object]
            try write(object)
        }
        try write(
            folder.appendingPathComponent("MiniUI.build/output-file-map.json").path,
            String(decoding: try JSONEncoder().encode(map), as: UTF8.self))
        try write(folder.appendingPathComponent("Modules/MiniUI.swiftmodule").path)
        try write(folder.appendingPathComponent("MiniUIMacros-tool").path)
        try write(folder.appendingPathComponent("swift-version-1A2B.txt").path, "Swift version 6.3.1\nTarget: x\n")
        // Sources an hour before the build.
        for file in sources + macroSources { try age(file, by: 3600) }
    }

    func write(_ path: String, _ text: String = "// …\n") throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func age(_ path: String, by seconds: TimeInterval) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: path)
    }

    func find(sources: [String]? = nil, compiler: String = "Swift version 6.3.1\nTarget: x") -> PackageBuiltMiniUI? {
        PackageBuiltMiniUI.find(
            in: folder, miniUIFiles: sources ?? self.sources, companions: ["MiniUIMacros": macroSources],
            compilerVersion: compiler)
    }
}

@Suite("MiniUI as SwiftPM built it is adopted only when nothing could differ")
struct PackageBuiltMiniUITests {
    @Test("a build of exactly these files, newer than all of them, by the same compiler, is adopted")
    func adopted() throws {
        let build = try FakePackageBuild()
        defer { FileSystem.remove(build.root) }
        let found = try #require(build.find())
        #expect(found.objects.map(\.path).sorted() == build.objects.sorted())
        #expect(found.macros?.lastPathComponent == "MiniUIMacros-tool")
    }

    @Test("a file edited after the build began, another file set, another compiler or a missing companion: compiled")
    func refused() throws {
        let build = try FakePackageBuild()
        defer { FileSystem.remove(build.root) }
        #expect(
            build.find(sources: build.sources + [build.kit.appendingPathComponent("Sources/MiniUI/New.swift").path])
                == nil)
        #expect(build.find(sources: Array(build.sources.dropLast())) == nil)
        #expect(build.find(compiler: "Swift version 6.2\nTarget: x") == nil)
        // One object older than a source: the build began before that edit (or SwiftPM kept an older object).
        try build.age(build.objects[0], by: 7200)
        #expect(build.find() == nil)
        try build.age(build.objects[0], by: 0)
        #expect(build.find() != nil)
        try build.age(build.folder.appendingPathComponent("MiniUIMacros-tool").path, by: 7200)
        #expect(build.find() == nil)
        FileSystem.remove(build.folder.appendingPathComponent("MiniUIMacros-tool"))
        #expect(build.find() == nil)
    }
}

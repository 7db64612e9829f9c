import Foundation

/// MiniUI as SwiftPM built it for the runner, found in the build folder the running program came from
/// (`.build/<triple>/debug/`): `swift run puzzles` compiles MiniUI for the preview renderer, so on a first run the
/// engine adopts that module, its objects and its companions into its own entry instead of compiling MiniUI a
/// second time. Adopted only when nothing could differ from what the engine would compile itself:
///
/// - the build compiled exactly the kit's MiniUI files (its output file map names each of them, and no other);
/// - every one of those files is older than every product of that build (an edit after the build began, or
///   during it, means a stale product: the engine compiles);
/// - the companions the engine builds with MiniUI (the macro program, Linux's `Combine`) are there and newer than
///   their sources;
/// - the build's compiler is the engine's (SwiftPM's `swift-version-*.txt` says the same `swiftc --version`).
///
/// The products differ from the engine's own only in flags that change no behaviour (`-g`, `-enable-testing`, a
/// batch-mode compile), so the entry keeps the content hash it would have had.
struct PackageBuiltMiniUI: Sendable {
    /// The build folder (`.build/<triple>/debug`).
    var folder: URL
    var module: URL
    /// One object per MiniUI file, in the output file map's order.
    var objects: [URL]
    /// SwiftPM's macro program for MiniUI (`MiniUIMacros-tool`), when the kit has macros.
    var macros: URL?
    /// SwiftPM's `Combine` module (Linux), when the kit has one.
    var combine: URL?

    /// The build folder the running program came from (SwiftPM puts products beside one another), if any.
    static var runningProgramsFolder: URL? {
        Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The adoptable build in `folder` for these MiniUI files (absolute paths) and companions (their folders'
    /// files, absolute paths, by companion folder name), or nil when anything could differ (see the type).
    static func find(
        in folder: URL, miniUIFiles: [String], companions: [String: [String]], compilerVersion: String
    ) -> PackageBuiltMiniUI? {
        let build = folder.appendingPathComponent("MiniUI.build")
        let module = folder.appendingPathComponent("Modules/MiniUI.swiftmodule")
        guard
            let mapData = FileManager.default.contents(
                atPath: build.appendingPathComponent("output-file-map.json").path),
            let map = try? JSONDecoder().decode([String: [String: String]].self, from: mapData),
            FileSystem.exists(module), sameCompiler(in: folder, version: compilerVersion)
        else { return nil }
        let sources = map.keys.filter { !$0.isEmpty }
        guard Set(sources.map(standardized)) == Set(miniUIFiles.map(standardized)), sources.count == miniUIFiles.count
        else { return nil }
        let objects = sources.sorted().compactMap { map[$0]?["object"] }.map { URL(fileURLWithPath: $0) }
        guard objects.count == sources.count,
            let oldestProduct = oldest(objects.map(\.path) + [module.path]),
            let newestSource = newest(miniUIFiles), newestSource < oldestProduct
        else { return nil }
        var adopted = PackageBuiltMiniUI(folder: folder, module: module, objects: objects)
        for (companion, files) in companions where !files.isEmpty {
            let product: URL
            switch companion {
            case URL(fileURLWithPath: Kit.miniUIMacrosFolder).lastPathComponent:
                product = folder.appendingPathComponent("MiniUIMacros-tool")
                adopted.macros = product
            case URL(fileURLWithPath: Kit.combineOnLinuxFolder).lastPathComponent:
                product = folder.appendingPathComponent("Modules/Combine.swiftmodule")
                adopted.combine = product
            default:
                return nil
            }
            guard let built = modified(product.path), let newest = newest(files), newest < built else { return nil }
        }
        return adopted
    }

    /// Copies the module (with its documentation and source information), the companions and nothing else into
    /// `build`'s entry; the caller links the shared library from ``objects``.
    func install(into build: MiniUIBuild) throws {
        try PackageBuiltMiniUI.copyModule(module, named: "MiniUI", into: build.modules)
        if let macros {
            try FileManager.default.copyItem(at: macros, to: build.macros)
        }
        if let combine {
            try PackageBuiltMiniUI.copyModule(combine, named: "Combine", into: build.modules)
        }
    }

    /// Copies a `.swiftmodule` and, where SwiftPM wrote them, its `.swiftdoc` and `.swiftsourceinfo` beside it.
    static func copyModule(_ module: URL, named name: String, into folder: URL) throws {
        for suffix in ["swiftmodule", "swiftdoc", "swiftsourceinfo"] {
            let source = module.deletingPathExtension().appendingPathExtension(suffix)
            guard FileSystem.exists(source) else { continue }
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("\(name).\(suffix)"))
        }
    }

    /// Whether the newest `swift-version-*.txt` SwiftPM wrote in `folder` records this compiler.
    static func sameCompiler(in folder: URL, version: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let records = names.filter { $0.hasPrefix("swift-version-") && $0.hasSuffix(".txt") }
            .map { folder.appendingPathComponent($0).path }
        guard let newest = records.max(by: { (modified($0) ?? 0) < (modified($1) ?? 0) }),
            let text = FileSystem.readText(URL(fileURLWithPath: newest))
        else { return false }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
            == version.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    static func modified(_ path: String) -> TimeInterval? {
        FileSystem.stamp(URL(fileURLWithPath: path))?.modified
    }

    /// The oldest modification time among `paths`; nil if one is missing.
    static func oldest(_ paths: [String]) -> TimeInterval? {
        var oldest = TimeInterval.infinity
        for path in paths {
            guard let time = modified(path) else { return nil }
            oldest = min(oldest, time)
        }
        return paths.isEmpty ? nil : oldest
    }

    /// The newest modification time among `paths`; nil if one is missing.
    static func newest(_ paths: [String]) -> TimeInterval? {
        var newest = -TimeInterval.infinity
        for path in paths {
            guard let time = modified(path) else { return nil }
            newest = max(newest, time)
        }
        return paths.isEmpty ? nil : newest
    }
}

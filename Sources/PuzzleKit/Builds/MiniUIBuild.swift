import Foundation

/// A compiled MiniUI: `<cache>/miniui/<hash>/{src/, Modules/MiniUI.swiftmodule, Modules/MiniUIMacros, MiniUI.o,
/// libMiniUI.so, done.json}` (`libMiniUI.dylib` on macOS).
///
/// Check programs link the shared library, built once per MiniUI and toolchain, rather than the object: each
/// program then holds only its check and the exercise (a tenth of the size), and finds the library by a
/// relative run path (``runPath(from:)``), so a moved cache folder still works.
struct MiniUIBuild: Sendable {
    var hash: String
    var entry: URL
    var modules: URL { entry.appendingPathComponent("Modules") }
    var object: URL { entry.appendingPathComponent("MiniUI.o") }
    var sources: URL { entry.appendingPathComponent("src") }
    /// The program that expands MiniUI's macros, beside the module so that a path placeholder for the modules
    /// folder reaches it too.
    var macros: URL { modules.appendingPathComponent("MiniUIMacros") }

    /// The words that let the compiler expand MiniUI's macros in code that imports MiniUI, with `modulesPath` the
    /// modules folder (or a placeholder standing for it); none for a kit without a macro program.
    func macroFlags(modulesPath: String) -> [String] {
        FileSystem.exists(macros) ? ["-load-plugin-executable", modulesPath + "/MiniUIMacros#MiniUIMacros"] : []
    }

    #if os(macOS)
        static let libraryName = "libMiniUI.dylib"
        static let originToken = "@executable_path"
    #else
        static let libraryName = "libMiniUI.so"
        static let originToken = "$ORIGIN"
    #endif
    var library: URL { entry.appendingPathComponent(MiniUIBuild.libraryName) }

    /// The linker's words that make a shared library of `objects` (its install name found through the run path).
    static func libraryFlags(objects: [URL], library: URL) -> [String] {
        #if os(macOS)
            ["-emit-library"] + objects.map(\.path) + [
                "-o", library.path, "-Xlinker", "-install_name", "-Xlinker", "@rpath/" + libraryName,
            ]
        #else
            ["-emit-library"] + objects.map(\.path) + ["-o", library.path, "-Xlinker", "-soname=" + libraryName]
        #endif
    }

    /// The run path, relative to the folder of a program in `programFolder`, that reaches this build's folder.
    /// Both are in the same cache folder: `programs/<module>/<hash>/` and `miniui/<hash>/`.
    func runPath(from programFolder: URL) -> String {
        let from = programFolder.standardizedFileURL.pathComponents
        let to = entry.standardizedFileURL.pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return ([MiniUIBuild.originToken] + up + to[common...]).joined(separator: "/")
    }

    /// The system libraries MiniUI's object asked for (`MiniUI.autolink`, written beside the object on Linux):
    /// linked with the object, they served the exercise's own code too (`round` from `-lm`), so a program linked
    /// against the library names them itself.
    var autolinkedLibraries: [String] {
        (FileSystem.readText(entry.appendingPathComponent("MiniUI.autolink")) ?? "").split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("-l") && !$0.contains("/") }
    }

    /// The words that link a program against the shared library, found at run time through ``runPath(from:)``.
    func linkFlags(programFolder: URL) -> [String] {
        ["-L", entry.path, "-lMiniUI", "-Xlinker", "-rpath", "-Xlinker", runPath(from: programFolder)]
            + autolinkedLibraries
    }
}

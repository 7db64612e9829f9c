import Foundation

/// The Swift toolchain the kit's reference solutions were last verified on, recorded by `verify --solutions` in
/// the kit's `.swift-version` (the file toolchain managers such as swiftly read): the version the grading
/// workflow's container and the Gradescope bundle install.
public enum VerifiedToolchain {
    /// The file at the kit's root.
    public static let fileName = ".swift-version"
    /// The version assumed when none is recorded yet.
    public static let fallback = "6.3"

    /// The recorded version, if any (`6.3.1`).
    public static func recorded(in kit: Kit) -> String? {
        guard let text = FileSystem.readText(kit.url(fileName)) else { return nil }
        let version = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return isVersion(version) ? version : nil
    }

    /// The recorded version, else ``fallback``.
    public static func version(of kit: Kit) -> String { recorded(in: kit) ?? fallback }

    /// `6.3.1` from `swiftc --version`'s `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    public static func version(fromCompilerOutput text: String) -> String? {
        guard let range = text.range(of: "Swift version ") else { return nil }
        let version = String(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
        return isVersion(version) ? version : nil
    }

    /// Whether `text` is a release number such as `6.3` or `6.3.1`.
    static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (2...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// Records `version` in the kit; returns whether the file changed.
    public static func record(_ version: String, in kit: Kit) throws -> Bool {
        guard recorded(in: kit) != version else { return false }
        try FileSystem.writeAtomically(Data((version + "\n").utf8), to: kit.url(fileName))
        return true
    }
}

extension CheckEngine {
    /// The release number of the compiler this engine drives (`6.3.1`), if it can be found.
    public func compilerRelease() async -> String? {
        guard let toolchain = try? await toolchain() else { return nil }
        return VerifiedToolchain.version(fromCompilerOutput: toolchain.version)
    }
}

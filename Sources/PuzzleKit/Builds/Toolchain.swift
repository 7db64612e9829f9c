import Digest
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Swift compiler the engine drives, and what it supports.
struct Toolchain: Sendable {
    /// The absolute path of `swiftc`.
    var swiftc: String
    /// `swiftc --version`'s output: part of every cache key.
    var version: String
    /// Whether `-Xfrontend -verify-ignore-unrelated` is understood (Swift 6.2 and later).
    var supportsVerifyIgnoreUnrelated: Bool

    /// The toolchain's folder, the parent of the `usr` that holds `bin/swiftc` (`/opt/swift`); `/usr` when the
    /// compiler is the system's. Sandboxed programs read the Swift runtime from it.
    var root: String {
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
        var components = resolved.split(separator: "/").map(String.init)
        while let last = components.last, last != "usr" { components.removeLast() }
        guard !components.isEmpty else { return URL(fileURLWithPath: resolved).deletingLastPathComponent().path }
        components.removeLast()
        return components.isEmpty ? "/usr" : "/" + components.joined(separator: "/")
    }

    /// Flags passed to every compile: language mode, and on macOS the deployment target Observation needs.
    var commonFlags: [String] {
        var flags = ["-swift-version", "6", "-diagnostic-style", "llvm", "-Onone"]
        #if os(macOS)
            #if arch(arm64)
                flags += ["-target", "arm64-apple-macos14.0"]
            #else
                flags += ["-target", "x86_64-apple-macos14.0"]
            #endif
        #endif
        return flags
    }

    /// Finds the compiler (`SWIFTC`, else `swiftc` on PATH), reads its version and probes its options.
    static func discover(environment: [String: String] = ProcessInfo.processInfo.environment, scratch: URL)
        async throws(EngineError) -> Toolchain
    {
        let requested = environment["SWIFTC"].flatMap { $0.isEmpty ? nil : $0 } ?? "swiftc"
        var found = Subprocess.findExecutable(requested, environment: environment)
        if found == nil && requested == "swiftc" {
            found = await fallbackCompiler()
        }
        guard let swiftc = found else {
            throw .compiler(requested == "swiftc" ? .notOnPath : .notExecutable(path: requested))
        }
        // What the probe found last time, if the compiler is the very same file: it costs two processes.
        let remembered = scratch.deletingLastPathComponent().appendingPathComponent(
            "toolchain-\(String(SHA256.hex(fileIdentity(swiftc)).prefix(20))).json")
        if let data = FileManager.default.contents(atPath: remembered.path),
            let probe = try? JSONDecoder().decode(Probe.self, from: data)
        {
            return Toolchain(
                swiftc: swiftc, version: probe.version,
                supportsVerifyIgnoreUnrelated: probe.supportsVerifyIgnoreUnrelated)
        }
        let versionOutcome: ProcessOutcome
        // The driver's temporary folder in one of ours, removed after.
        let driverTemporary = scratch.appendingPathComponent("version-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { FileSystem.remove(driverTemporary) }
        do {
            try? FileSystem.createDirectory(driverTemporary)
            versionOutcome = try await Subprocess.run(
                swiftc, ["--version"], environment: Subprocess.environment(temporaryFolder: driverTemporary),
                timeLimit: 60, outputLimit: 1 << 16)
        } catch {
            throw .compiler(.cannotStart(path: swiftc, reason: String(describing: error)))
        }
        guard versionOutcome.succeeded else {
            throw .compiler(.versionFailed(path: swiftc, output: versionOutcome.combinedText))
        }
        let version = versionOutcome.combinedText.trimmingCharacters(in: .whitespacesAndNewlines)
        var toolchain = Toolchain(swiftc: swiftc, version: version, supportsVerifyIgnoreUnrelated: false)
        toolchain.supportsVerifyIgnoreUnrelated = await toolchain.probeVerifyIgnoreUnrelated(scratch: scratch)
        let probe = Probe(version: version, supportsVerifyIgnoreUnrelated: toolchain.supportsVerifyIgnoreUnrelated)
        if let data = try? JSONEncoder().encode(probe) {
            try? FileSystem.writeAtomically(data, to: remembered)
        }
        return toolchain
    }

    /// What probing a compiler found, remembered in the cache.
    private struct Probe: Codable {
        var version: String
        var supportsVerifyIgnoreUnrelated: Bool
    }

    /// The compiler file as it is now: its resolved path, size and modification time. A new or rebuilt
    /// compiler has another identity, and is probed again.
    static func fileIdentity(_ path: String) -> String {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        guard stat(resolved, &info) == 0 else { return "\(resolved)|unknown" }
        #if canImport(Darwin)
            let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #else
            let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #endif
        return "\(resolved)|\(info.st_size)|\(modified)|\(info.st_ino)"
    }

    /// Where a compiler usually is when PATH does not say (`swift test` started by an absolute path, an IDE).
    private static func fallbackCompiler() async -> String? {
        #if os(macOS)
            if let outcome = try? await Subprocess.run(
                "/usr/bin/xcrun", ["--find", "swiftc"], timeLimit: 30, outputLimit: 1 << 16),
                outcome.succeeded
            {
                let path = outcome.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
                if !path.isEmpty, access(path, X_OK) == 0 { return path }
            }
        #endif
        for candidate in ["/usr/bin/swiftc", "/usr/local/bin/swiftc"] where access(candidate, X_OK) == 0 {
            return candidate
        }
        return nil
    }

    /// Type-checks an empty file with the flag: an unknown frontend flag fails, a known one succeeds.
    private func probeVerifyIgnoreUnrelated(scratch: URL) async -> Bool {
        let folder = scratch.appendingPathComponent("probe-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { FileSystem.remove(folder) }
        do {
            try FileSystem.createDirectory(folder)
            let file = folder.appendingPathComponent("probe.swift")
            try Data("let probe = 1\n".utf8).write(to: file)
            let outcome = try await Subprocess.run(
                swiftc,
                [
                    "-typecheck", "-Xfrontend", "-verify", "-Xfrontend", "-verify-ignore-unrelated", file.path,
                ],
                environment: Subprocess.environment(temporaryFolder: folder), timeLimit: 60, outputLimit: 1 << 16)
            return outcome.succeeded
        } catch {
            return false
        }
    }
}

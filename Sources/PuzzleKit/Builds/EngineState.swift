import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Per-process memory of the engine: the toolchain, and MiniUI's hash while its files do not change.
actor EngineState {
    private var toolchainTask: Task<Toolchain, Error>?
    private var miniUISignature: String?
    private var miniUIBuild: MiniUIBuild?
    private var launcherTask: Task<String?, Never>?
    private var launcherPath: String?
    /// The launcher could not be built: this process does without.
    private var launcherFailed = false
    let entries = InFlight<EntryRecord>()
    let results = InFlight<CheckResult>()

    func toolchain(environment: [String: String], scratch: URL) async throws -> Toolchain {
        if let task = toolchainTask { return try await task.value }
        let task = Task { () throws -> Toolchain in
            try await ToolchainCache.shared.toolchain(environment: environment, scratch: scratch)
        }
        toolchainTask = task
        do {
            return try await task.value
        } catch {
            toolchainTask = nil
            throw error
        }
    }

    /// The process launcher: the one known or on disk, else built once (every compile waits for that first
    /// build, a second or two per cache and toolchain, so that no compile runs unprotected).
    func launcher(existing: () -> String?, build: @escaping @Sendable () async -> String?) async -> String? {
        if let path = launcherPath, access(path, X_OK) == 0 { return path }
        if let path = existing() {
            launcherPath = path
            return path
        }
        if launcherFailed { return nil }
        if let task = launcherTask, launcherPath == nil { return await task.value }  // being built
        // Never built in this process, or deleted with the cache since.
        launcherPath = nil
        let task = Task { await build() }
        launcherTask = task
        let path = await task.value
        launcherPath = path
        launcherFailed = path == nil
        return path
    }

    func knownMiniUI(signature: String) -> MiniUIBuild? {
        miniUISignature == signature ? miniUIBuild : nil
    }

    func remember(_ build: MiniUIBuild, signature: String) {
        miniUISignature = signature
        miniUIBuild = build
    }
}

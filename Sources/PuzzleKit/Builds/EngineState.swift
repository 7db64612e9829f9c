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
    private var frontendCommands: [String: Task<FrontendCommand?, Never>] = [:]
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

    /// The process launcher, built once (`nil` when it cannot be built).
    func launcher(build: @escaping @Sendable () async -> String?) async -> String? {
        if let task = launcherTask {
            let path = await task.value
            // Built before, and still there (the cache may have been deleted since).
            if path == nil || access(path!, X_OK) == 0 { return path }
        }
        let task = Task { await build() }
        launcherTask = task
        return await task.value
    }

    /// The frontend command for a driver command line (``FrontendCommand``), asked of the driver once.
    func frontendCommand(key: String, ask: @escaping @Sendable () async -> FrontendCommand?) async -> FrontendCommand? {
        if let task = frontendCommands[key] { return await task.value }
        let task = Task { await ask() }
        frontendCommands[key] = task
        return await task.value
    }

    func knownMiniUI(signature: String) -> MiniUIBuild? {
        miniUISignature == signature ? miniUIBuild : nil
    }

    func remember(_ build: MiniUIBuild, signature: String) {
        miniUISignature = signature
        miniUIBuild = build
    }
}

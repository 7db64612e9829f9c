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
    private var launcherTask: Task<Void, Never>?
    private var launcherPath: String?
    private var frontendCommands: [String: Task<FrontendCommand?, Never>] = [:]
    private var driverJobs: [String: Task<DriverJobs?, Never>] = [:]
    let entries = InFlight<EntryRecord>()
    let results = InFlight<CheckResult>()
    let groups = InFlight<CheckGroup>()
    /// The hash of each exercise module's `.swiftmodule` (``CheckObject``), by its cache entry, read once per process.
    private var moduleHashes: [String: String] = [:]

    /// Check objects being compiled by a program's build in this process (``CheckObject``), by their shared entry:
    /// the programs that need the same object wait for it rather than compile it too.
    private var objectBuilds: [String: (finished: Task<Void, Never>, finish: AsyncStream<Void>.Continuation)] = [:]

    /// `nil` when the caller is the first to need the object and compiles it (then calls ``finishObjectBuild(_:)``),
    /// else what to wait for before looking for the object again.
    func claimObjectBuild(_ entry: String) -> Task<Void, Never>? {
        if let build = objectBuilds[entry] { return build.finished }
        objectBuildsClaimed += 1
        let (stream, finish) = AsyncStream<Void>.makeStream()
        objectBuilds[entry] = (Task { for await _ in stream {} }, finish)
        return nil
    }

    /// The build of a shared object is over: its lock (held against other processes) is released, and when it
    /// failed, the programs waiting for it compile the check each for itself, all at once, rather than claim it one
    /// after another (each would fail the same way: the check does not compile against that module).
    func finishObjectBuild(_ entry: String, failed: Bool = false) {
        if failed { failedObjects.insert(entry) }
        objectLocks.removeValue(forKey: entry)?.unlock()
        objectBuilds.removeValue(forKey: entry)?.finish.finish()
    }

    /// How many shared objects' builds this process claimed (for the kit's tests).
    private(set) var objectBuildsClaimed = 0

    /// Shared objects whose build failed in this process: nobody waits for them again.
    private var failedObjects: Set<String> = []
    /// The file locks held while this process compiles a shared object, by its entry.
    private var objectLocks: [String: FileLock] = [:]

    func objectFailed(_ entry: String) -> Bool { failedObjects.contains(entry) }

    func holdObjectLock(_ lock: FileLock?, entry: String) {
        if let lock { objectLocks[entry] = lock }
    }

    /// How many programs were linked from a shared check object (for the kit's tests).
    private(set) var sharedObjectsLinked = 0

    func countSharedObjectLinked() { sharedObjectsLinked += 1 }

    func moduleHash(entry: String, compute: () -> String?) -> String? {
        if let hash = moduleHashes[entry] { return hash }
        let hash = compute()
        moduleHashes[entry] = hash
        return hash
    }

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

    /// The process launcher: the one known or on disk, else `nil` while it is built in the background (a
    /// compile never waits for it: the first compiles of a fresh cache run without, protected by the runner's
    /// signal handler only).
    func launcher(existing: () -> String?, build: @escaping @Sendable () async -> String?) -> String? {
        if let path = launcherPath, access(path, X_OK) == 0 { return path }
        if let path = existing() {
            launcherPath = path
            return path
        }
        if launcherTask == nil || launcherPath != nil {
            // Never built in this process, or deleted with the cache since.
            launcherPath = nil
            launcherTask = Task { self.launcherBuilt(await build()) }
        }
        return nil
    }

    private func launcherBuilt(_ path: String?) { launcherPath = path }

    /// The frontend command for a driver command line (``FrontendCommand``), asked of the driver once.
    func frontendCommand(key: String, ask: @escaping @Sendable () async -> FrontendCommand?) async -> FrontendCommand? {
        if let task = frontendCommands[key] { return await task.value }
        let task = Task { await ask() }
        frontendCommands[key] = task
        return await task.value
    }

    /// The jobs for a driver command line (``DriverJobs``), asked of the driver once.
    func frontendJobs(key: String, ask: @escaping @Sendable () async -> DriverJobs?) async -> DriverJobs? {
        if let task = driverJobs[key] { return await task.value }
        let task = Task { await ask() }
        driverJobs[key] = task
        return await task.value
    }

    /// Outcomes of compiles run ahead, in the sandbox that compiled their exercise (``CheckEngine/followers(of:build:)``),
    /// by the exercise's cache entry and the command's words: each is taken once, by the compile it stands for.
    private var ranAhead: [String: [String: ProcessOutcome]] = [:]

    func remember(ranAhead outcomes: [String: ProcessOutcome], entry: String) {
        ranAhead[entry, default: [:]].merge(outcomes) { _, new in new }
    }

    /// How many outcomes run ahead were taken (for the kit's tests).
    private(set) var ranAheadTaken = 0

    func takeRanAhead(_ command: String) -> ProcessOutcome? {
        for (entry, outcomes) in ranAhead {
            if let outcome = outcomes[command] {
                ranAhead[entry]?[command] = nil
                ranAheadTaken += 1
                return outcome
            }
        }
        return nil
    }

    /// Forgets what was run ahead for an exercise's entry and not taken (a check whose result was recorded).
    func forgetRanAhead(entry: String) { ranAhead[entry] = nil }

    func knownMiniUI(signature: String) -> MiniUIBuild? {
        miniUISignature == signature ? miniUIBuild : nil
    }

    func remember(_ build: MiniUIBuild, signature: String) {
        miniUISignature = signature
        miniUIBuild = build
    }
}

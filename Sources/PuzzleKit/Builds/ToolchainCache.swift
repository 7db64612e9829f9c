import Foundation

/// One toolchain discovery per compiler per process (the version query and the probe take ~0.2 s).
actor ToolchainCache {
    static let shared = ToolchainCache()
    private var tasks: [String: Task<Toolchain, Error>] = [:]

    func toolchain(environment: [String: String], scratch: URL) async throws -> Toolchain {
        let key = "\(environment["SWIFTC"] ?? "")|\(environment["PATH"] ?? "")"
        if let task = tasks[key] { return try await task.value }
        let task = Task { () throws -> Toolchain in
            try await Toolchain.discover(environment: environment, scratch: scratch)
        }
        tasks[key] = task
        do {
            return try await task.value
        } catch {
            tasks[key] = nil
            throw error
        }
    }
}

import Foundation

/// The compiler, confined like the programs when grading: a learner's file is compiled with no network, no home
/// folder, no checkout, an environment of its own, the toolchain and the kit's checks read-only, only the cache
/// entry being built and the module cache writable, and limits suited to a compiler.
///
/// What a learner's file can make the compiler do: read nothing by name (Swift has no `#include`; `#sourceLocation`
/// only renames the positions of diagnostics, `#fileLiteral` is a resource name the compiler never opens), import
/// only the modules on the engine's search paths and the toolchain's, and expand only the toolchain's own macros
/// (an `#externalMacro` is looked up in the toolchain's plugin folder, never in a path the file names). It can make
/// the type checker slow: the wall-clock limit (``CheckEngine/Options/compileTimeLimit``), the CPU limit and the
/// solver's own time limit end it, in a verdict for that exercise alone.
extension Sandbox {
    /// The limits a compiler runs under: more memory, files and processes than a check program, since the driver
    /// starts the frontend, the linker and the macro plugin server.
    public static func compilerLimits(timeLimit: Double) -> Limits {
        var limits = Limits()
        limits.cpuSeconds = Int(timeLimit.rounded(.up)) + 10
        limits.addressSpace = 16 << 30
        limits.processes = 256
        limits.fileSize = 1 << 30
        limits.openFiles = 4096
        limits.scratchSize = 1 << 30
        return limits
    }

    /// The seconds the type checker may spend on one expression when grading before it says "unable to type-check
    /// this expression in reasonable time" (a compile error the learner can read) instead of running on.
    public static let solverSecondsPerExpression = 20

    /// Runs `swiftc` confined. `readOnly` are the folders it reads besides the toolchain and the system (the
    /// modules it imports, the check file's folder), `writable` the folders it writes (its output, the module
    /// cache). Only the variables a compiler needs pass from `environment` (the SDK's on macOS).
    func compile(
        _ swiftc: String, _ arguments: [String], toolchainRoot: String, readOnly: [String], writable: [String],
        environment: [String: String], timeLimit: Double, outputLimit: Int
    ) async throws -> ProcessOutcome {
        var extra = ["PATH": "\(toolchainRoot)/usr/bin:/usr/bin:/bin"]
        for key in ["SDKROOT", "DEVELOPER_DIR"] { if let value = environment[key] { extra[key] = value } }
        var readable = readOnly + [toolchainRoot]
        #if os(macOS)
            // The SDK and Xcode's tools: the compiler reads the system's headers and modules there.
            readable += ["/Applications", "/Library/Developer", "/private/var/select", "/usr/share"]
            if let sdk = environment["SDKROOT"] { readable.append(sdk) }
        #endif
        return try await run(
            swiftc, arguments, readOnly: readable, writable: writable, timeLimit: timeLimit, outputLimit: outputLimit,
            extraEnvironment: extra, limits: Sandbox.compilerLimits(timeLimit: timeLimit), dropRoot: false)
    }
}

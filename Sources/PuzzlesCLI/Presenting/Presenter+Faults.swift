import Foundation
import PuzzleKit

/// The names the runner reads from the environment for the engine's limits.
enum CheckEngineLimits {
    /// Seconds one compile of the learner's code or of a check may take.
    static let compileLimitVariable = "PUZZLES_COMPILE_LIMIT"
    /// Seconds every check program may run at least, on a slow or busy machine.
    static let runLimitVariable = "PUZZLES_RUN_LIMIT"
    /// A learner's compile limit, in seconds.
    static let learnerCompileLimit: Double = 60
    /// The commands that check many exercises at once: they keep the engine's default limit (5 minutes).
    static let instructorCommands: Set<String> = ["verify", "grade", "dev check"]
}

extension Presenter {
    /// What the machine lacks, in one line.
    public func machineFaultSummary(_ fault: MachineFault) -> String {
        switch fault {
        case .diskFull(let folder): t("fault.diskFull", ["folder": folder])
        case .notWritable(let folder, _): t("fault.notWritable", ["folder": folder])
        case .killedBySignal(let signal): t("fault.killedBySignal", ["signal": signal])
        case .inputOutput(let folder, _): t("fault.inputOutput", ["folder": folder])
        }
    }

    /// The system's words and what they most often mean.
    public func machineFaultDetails(_ fault: MachineFault) -> String {
        switch fault {
        case .diskFull: t("fault.diskFull.details")
        case .notWritable(_, let reason), .inputOutput(_, let reason): reason
        case .killedBySignal(let signal):
            signal == "SIGKILL" ? t("fault.killedBySignal.memory") : t("fault.killedBySignal.stopped")
        }
    }

    /// What the compiler had printed when its time limit stopped it.
    func compilerStopped(_ partial: CompilerOutput) -> String {
        partial.text.isEmpty ? "" : t("fault.partialDiagnostics") + "\n" + compiler(partial)
    }

    /// The one line saying the cache folder could not be used and a temporary one is used instead.
    public func cacheFallback(_ fallback: CheckEngine.CacheFallback) -> String {
        t("fault.cacheFallback", ["folder": fallback.requested, "reason": fallback.reason, "temporary": fallback.used])
    }

    /// `compiling 01.1… (12 s)`: a long compile, as it goes.
    public func compileProgress(_ name: String, seconds: Double) -> String {
        t("progress.compiling", ["name": name, "seconds": "\(Int(seconds))"])
    }
}

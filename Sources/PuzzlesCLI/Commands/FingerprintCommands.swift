import Foundation
import PuzzleKit

extension Runner {
    // MARK: dev fingerprints

    /// Runs every listed wrong answer of the exercises named (all by default) and writes each exercise's
    /// `fingerprints.json`, which `dev check` verifies and the engine matches learners' failures against.
    func devFingerprints() async throws -> Int32 {
        let only = try exercisesNamed(arguments.positional)
        let write = !arguments.has("--dry-run")
        let exercises = kit.exercises.filter { !$0.wrongAnswers.isEmpty && only?.contains($0.id) != false }
        console.note(errors.style.dim(t("devFingerprints.start", ["count": "\(exercises.count)"])))
        let checker = ConsistencyChecker(kit: kit, engine: engine)
        var status: Int32 = 0
        for exercise in exercises {
            let recording: FingerprintRecording
            do {
                recording = try await checker.recordFingerprints(of: exercise, write: write)
            } catch {
                console.line(
                    errors.error(t("write.failed", ["path": FingerprintFile.path(of: exercise), "reason": "\(error)"])))
                status = 1
                continue
            }
            let key =
                !recording.changed
                ? "devFingerprints.unchanged" : write ? "devFingerprints.written" : "devFingerprints.wouldChange"
            console.line(
                t(key, ["id": exercise.id, "path": recording.path, "count": "\(recording.file.wrongAnswers.count)"]))
            if !recording.withoutFingerprint.isEmpty {
                console.line(
                    "  "
                        + errors.warning(
                            t("devFingerprints.without", ["slugs": presenter.list(recording.withoutFingerprint)])))
                status = 1
            }
        }
        if write { console.line(t("devFingerprints.next")) }
        return status
    }
}

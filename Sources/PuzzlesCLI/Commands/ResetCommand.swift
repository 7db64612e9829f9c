import Foundation
import PuzzleKit

extension Runner {
    // MARK: reset

    /// Restores an exercise's starter from the commit progress began at (else HEAD), after copying the
    /// learner's files to `.puzzles/backups/ID-TIMESTAMP/`. Nothing is touched unless both steps can be done.
    func reset() throws -> Int32 {
        guard let exercise = try exerciseArgument() else { return 0 }
        let progress = loadProgress()
        let git = Git(root: kit.root, environment: environment)
        let commits = [progress.starterCommit, git.headCommit()].compactMap { $0 }
        guard let starter = commits.lazy.compactMap({ git.files(in: exercise.starterFolder, at: $0) }).first else {
            console.note(
                errors.error(
                    t(
                        commits.isEmpty ? "reset.noGit" : "reset.noStarter",
                        ["id": exercise.id, "folder": exercise.starterFolder])))
            return 1
        }
        let folder = kit.url(exercise.starterFolder)
        let current = FileSystem.filesRecursively(folder)
        let backup = kit.url(".puzzles/backups/\(exercise.id)-\(ProgressStore.timestamp())")
        do {
            for file in current {
                let destination = backup.appendingPathComponent(file)
                try FileSystem.createDirectory(destination.deletingLastPathComponent())
                try FileManager.default.copyItem(at: folder.appendingPathComponent(file), to: destination)
            }
        } catch {
            console.note(
                errors.error(t("reset.backupFailed", ["backup": kit.relativePath(backup), "reason": "\(error)"])))
            return 1
        }
        do {
            let starterNames = Set(starter.map(\.name))
            for file in current where !starterNames.contains(file) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
            }
            for (name, contents) in starter {
                try FileSystem.writeAtomically(Data(contents.utf8), to: folder.appendingPathComponent(name))
            }
        } catch {
            console.note(
                errors.error(t("reset.restoreFailed", ["backup": kit.relativePath(backup), "reason": "\(error)"])))
            return 1
        }
        let (_, warnings) = store.update { progress in
            progress.verdicts[exercise.id] = nil
            progress.hintsRevealed[exercise.id] = nil
        }
        show(warnings)
        if current.isEmpty {
            console.line(t("reset.restored", ["title": "\(exercise.id) \(exercise.title(language))"]))
        } else {
            console.line(t("reset.kept", ["id": exercise.id, "backup": kit.relativePath(backup) + "/"]))
            console.line(
                t(
                    "reset.restoredFiles",
                    [
                        "files": starter.map { "\(exercise.starterFolder)/\($0.name)" }.joined(
                            separator: t("list.separator"))
                    ]))
        }
        return 0
    }
}

import Foundation
import MiniUI
import MiniUIPreview
import PuzzleKit

extension Runner {
    /// `puzzles preview ID --html`: runs the preview check with MiniUI's snapshots on, and draws the frames
    /// its hosts wrote as one HTML page in `.puzzles/previews/ID.html`. With `--compare`, or once the exercise
    /// is solved, the reference solution's frames stand beside the learner's.
    func previewPage(_ exercise: Exercise, check: CheckFile) async -> Int32 {
        console.note(errors.style.dim(t("preview.running", ["path": check.path])))
        let compare = arguments.has("--compare") || course.isDone(exercise, in: loadProgress())
        guard let (page, result, frames) = await writePreviewPage(exercise, check: check, compare: compare) else {
            return 1
        }
        if frames.isEmpty { console.line(t("preview.html.noFrames")) }
        console.line(t("preview.html.written", ["path": page.path]))
        if !result.passed {
            console.line(style.yellow(presenter.capitalized(presenter.checkSummary(result))))
            console.line(t("preview.check", ["id": exercise.id]))
        }
        if arguments.has("--open"), !openInBrowser(page) {
            console.line(t("preview.html.cannotOpen"))
        }
        return result.passed ? 0 : 1
    }

    /// The exercise's preview check: the one marked `preview`, else its first `runs` check.
    func previewCheck(of exercise: Exercise) -> CheckFile? {
        exercise.previewCheck ?? exercise.checks.first(where: { $0.kind == .runs })
    }

    /// Writes `.puzzles/previews/ID.html`; with `reloads`, the page reloads itself when it is written again, keeping
    /// its scroll positions (for `watch --html`): its version is written after it, in `ID.version.js`.
    func writePreviewPage(_ exercise: Exercise, check: CheckFile, compare: Bool, reloads: Bool = false) async
        -> (page: URL, result: CheckResult, frames: [Snapshots.Frame])?
    {
        let folder = kit.root.appendingPathComponent(".puzzles/previews")
        let page = folder.appendingPathComponent("\(exercise.id).html")
        let (result, frames) = await previewFrames(
            exercise, check: check, from: .exercises, file: folder.appendingPathComponent("\(exercise.id).frames"))
        var reference: [Snapshots.Frame]?
        if compare {
            reference =
                await previewFrames(
                    exercise, check: check, from: .solutions,
                    file: folder.appendingPathComponent("\(exercise.id).reference.frames")
                ).frames
        }
        var words = previewWords
        switch result.failure {
        case .doesNotCompile, .exerciseDoesNotCompile:
            // No frame because the code does not compile: the page says so, and where to read why.
            words.noFrames = t("preview.html.doesNotCompile", ["id": exercise.id])
        default: break
        }
        let versionFile = "\(exercise.id).version.js"
        let version = UUID().uuidString
        let html = PreviewPage(
            title: "\(exercise.id) \(exercise.title(language))", words: words,
            reload: reloads ? PreviewPage.Reload(versionFile: versionFile, version: version) : nil,
            language: language.rawValue
        ).html(frames, reference: reference)
        do {
            try FileSystem.createDirectory(folder)
            try Data(html.utf8).write(to: page, options: .atomic)
            if reloads {
                try Data(PreviewPage.Reload.script(version: version).utf8).write(
                    to: folder.appendingPathComponent(versionFile), options: .atomic)
            }
        } catch {
            console.note(errors.error(String(describing: error)))
            return nil
        }
        return (page, result, frames)
    }

    /// Runs `check` with `MINIUI_SNAPSHOT` set to `file`, and reads back the frames the program wrote.
    func previewFrames(_ exercise: Exercise, check: CheckFile, from root: SourceRoot, file: URL) async
        -> (result: CheckResult, frames: [Snapshots.Frame])
    {
        try? FileSystem.createDirectory(file.deletingLastPathComponent())
        try? FileManager.default.removeItem(at: file)
        // A recorded result would skip the program, and with it the frames.
        let engine = makeEngine(extraEnvironment: ["MINIUI_SNAPSHOT": file.path], reuseResults: false)
        let result = await engine.run(check, of: exercise, from: root)
        return (result, Snapshots.read(file))
    }

    var previewWords: PreviewPage.Words {
        PreviewPage.Words(
            mounted: t("preview.html.mounted"), updated: t("preview.html.updated"),
            rerendered: t("preview.html.rerendered"), nothingRerendered: t("preview.html.nothingRerendered"),
            warnings: t("preview.html.warnings"), yours: t("preview.html.yours"),
            reference: t("preview.html.reference"), noFrames: t("preview.html.noFrames"))
    }

    /// Opens `file` with `xdg-open` (or `open` on macOS); false when neither is installed.
    func openInBrowser(_ file: URL) -> Bool {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for tool in ["xdg-open", "open"] {
            guard let folder = path.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") })
            else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "\(folder)/\(tool)")
            process.arguments = [file.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            if (try? process.run()) != nil { return true }
        }
        return false
    }
}

extension Runner {
    /// `watch --html`: rewrites the exercise's preview page after each check; the page notices within a second,
    /// reloads itself and keeps its scroll positions, so it can stay open beside the editor.
    func refreshWatchedPreview(_ exercise: Exercise, passed: Bool) async {
        guard let check = previewCheck(of: exercise),
            let (page, _, _) = await writePreviewPage(exercise, check: check, compare: passed, reloads: true)
        else { return }
        console.line(style.dim(t("preview.html.written", ["path": page.path])))
    }
}

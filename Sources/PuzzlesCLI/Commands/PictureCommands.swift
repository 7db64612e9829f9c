import Foundation
import MiniUI
import MiniUIPreview
import PuzzleKit

extension Runner {
    // MARK: dev pictures

    /// Draws the lessons' pictures (``LessonPicture``) of the exercises named (all by default): runs each lesson's
    /// `example.swift` with MiniUI's snapshots on, draws its frames with the preview renderer in a headless
    /// Chromium as `example.png`, and writes `example.stamp`, which `dev check` compares with the files.
    func devPictures() async throws -> Int32 {
        let only = try exercisesNamed(arguments.positional)
        let pictures = kit.lessonPictures.filter { only?.contains($0.exerciseID) != false }
        guard let browser = HeadlessBrowser.find(environment: environment) else {
            console.line(errors.error(t("devPictures.noBrowser")))
            return 1
        }
        console.note(errors.style.dim(t("devPictures.start", ["count": "\(pictures.count)"])))
        var status: Int32 = 0
        for picture in pictures {
            let frames = kit.root.appendingPathComponent(".puzzles/previews/\(picture.exerciseID).example.frames")
            try? FileSystem.createDirectory(frames.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: frames)
            let run: LessonExampleRun
            do {
                run = try await engine.runLessonExample(picture, environment: ["MINIUI_SNAPSHOT": frames.path])
            } catch {
                console.line(errors.error("\(picture.examplePath): \(error)"))
                status = 1
                continue
            }
            if let output = run.compilerOutput {
                console.line(errors.error(t("devPictures.doesNotCompile", ["path": picture.examplePath])))
                console.line(output.text)
                status = 1
                continue
            }
            if !run.ranToTheEnd {
                console.line(errors.error(t("devPictures.failed", ["path": picture.examplePath])))
                console.line(run.errors)
                status = 1
                continue
            }
            let shown = Snapshots.read(frames)
            let html = PreviewPage(title: picture.exerciseID, words: .picture, isPicture: true).html(shown)
            do {
                let png = try browser.picture(html)
                try png.write(to: kit.url(picture.picturePath), options: .atomic)
                guard var stamp = kit.currentStamp(of: picture) else { continue }
                stamp.screens = LessonPicture.Stamp.screensHash(
                    FileManager.default.contents(atPath: frames.path) ?? Data())
                try Data(stamp.text.utf8).write(to: kit.url(picture.stampPath), options: .atomic)
            } catch {
                console.line(errors.error(t("write.failed", ["path": picture.picturePath, "reason": "\(error)"])))
                status = 1
                continue
            }
            console.line(
                t(
                    "devPictures.drawn",
                    ["id": picture.exerciseID, "path": picture.picturePath, "count": "\(shown.count)"]))
        }
        return status
    }
}

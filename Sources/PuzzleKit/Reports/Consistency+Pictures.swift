import Foundation

extension ConsistencyChecker {
    /// The `picture` rule's layout part: each lesson example has a current picture, marks the code it shows, and
    /// both lesson pages show that code and the picture. Cheap: hashes and text, no compiler.
    func checkPictures() -> [ConsistencyProblem] {
        var problems: [ConsistencyProblem] = []
        for picture in kit.lessonPictures {
            let exercise = kit.exercise(id: picture.exerciseID)
            func add(_ path: String, _ finding: ConsistencyFinding) {
                problems.append(problem(exercise, .picture, path, finding))
            }
            let recorded = kit.recordedStamp(of: picture)
            if !FileSystem.isRegularFile(kit.url(picture.picturePath)) || recorded == nil {
                add(picture.picturePath, .pictureMissing(exercise: picture.exerciseID))
            } else if let recorded, let current = kit.currentStamp(of: picture), !recorded.sameSources(as: current) {
                add(
                    picture.picturePath,
                    .pictureStale(
                        exercise: picture.exerciseID, exampleChanged: recorded.example != current.example,
                        rendererChanged: recorded.renderer != current.renderer))
            }
            let regions = LessonPicture.shownRegions(FileSystem.readText(kit.url(picture.examplePath)) ?? "")
            if regions.isEmpty { add(picture.examplePath, .exampleShowsNothing) }
            for language in Language.allCases {
                let pagePath = "\(picture.folder)/\(language.lessonFileName)"
                guard let page = FileSystem.readText(kit.url(pagePath)) else { continue }
                for region in regions where !LessonPicture.page(page, shows: region) {
                    let first = region.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                    add(pagePath, .exampleNotInLesson(language, firstLine: first.trimmingCharacters(in: .whitespaces)))
                }
                if !page.contains("](\(LessonPicture.pictureName))") {
                    add(pagePath, .pictureNotInLesson(language))
                }
            }
        }
        return problems
    }

    /// The `picture` rule's behaviour part: each example of the exercises checked compiles against MiniUI and
    /// runs to its end, and its hosts write the screens its picture was drawn from.
    func checkExamples(of exercises: [Exercise], engine: CheckEngine) async -> [ConsistencyProblem] {
        let ids = Set(exercises.map(\.id))
        let pictures = kit.lessonPictures.filter { ids.contains($0.exerciseID) }
        return await pictures.concurrentMap { picture -> ConsistencyProblem? in
            let exercise = kit.exercise(id: picture.exerciseID)
            let frames = FileManager.default.temporaryDirectory.appendingPathComponent(
                "lesson-example-\(UUID().uuidString).frames")
            defer { try? FileManager.default.removeItem(at: frames) }
            do {
                let run = try await engine.runLessonExample(picture, environment: ["MINIUI_SNAPSHOT": frames.path])
                if let output = run.compilerOutput {
                    return problem(exercise, .picture, picture.examplePath, .exampleDoesNotCompile(output))
                }
                if !run.ranToTheEnd {
                    return problem(exercise, .picture, picture.examplePath, .exampleFails(run.errors))
                }
                let screens = LessonPicture.Stamp.screensHash(
                    FileManager.default.contents(atPath: frames.path) ?? Data())
                if let recorded = kit.recordedStamp(of: picture)?.screens, recorded != screens,
                    let current = kit.currentStamp(of: picture),
                    kit.recordedStamp(of: picture)?.sameSources(as: current) == true
                {
                    return problem(
                        exercise, .picture, picture.picturePath, .pictureScreensChanged(exercise: picture.exerciseID))
                }
                return nil
            } catch {
                return problem(exercise, .picture, picture.examplePath, .exampleFails(String(describing: error)))
            }
        }.compactMap { $0 }
    }
}

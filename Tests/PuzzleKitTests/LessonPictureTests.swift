import Foundation
import PuzzlesCLI
import Testing

@testable import PuzzleKit

/// Lesson pictures: the code a lesson shows is the example's, and `dev check` says when a picture is stale.
@Suite("Lesson pictures")
struct LessonPictureTests {
    static let example = """
        // The picture of this lesson.
        import MiniUI

        // shown: begin
        struct Sign: View {
            var body: some View { Text("a // b") }   // one text
        }
        // shown: end

        _ = ViewHost(Sign())

        """
    static let englishPage =
        Fixture.lesson("Greeting", level: 1)
        + "\n```swift\nstruct Sign: View {\n    var body: some View { Text(\"a // b\") }   // one text\n}\n```\n\n"
        + "![A sign](example.png)\n"
    static let japanesePage =
        "---\ntitle: あいさつ\n---\n\n# あいさつ\n\n```swift\nstruct Sign: View {\n"
        + "    var body: some View { Text(\"a // b\") }   // テキスト 1 つ\n}\n```\n\n![看板](example.png)\n"

    static let folder = "Lessons/01-basics/01-greeting"

    func fixture(_ changes: [String: String?] = [:]) throws -> Fixture {
        var files: [String: String?] = [
            "\(Self.folder)/example.swift": Self.example,
            "\(Self.folder)/README.md": Self.englishPage,
            "\(Self.folder)/README.ja.md": Self.japanesePage,
            "Sources/MiniUIPreview/Writer.swift": "// the renderer\n",
        ]
        for (path, contents) in changes { files[path] = contents }
        return try Fixture.make(files)
    }

    func pictureProblems(_ kit: Kit) -> [ConsistencyProblem] {
        ConsistencyChecker(kit: kit).checkLayout().problems.filter { $0.rule == .picture || $0.rule == .strayFile }
    }

    /// Draws the picture as `dev pictures` would, as far as the layout rules can tell: a PNG and a current stamp.
    func draw(_ fixture: Fixture) throws {
        let picture = try #require(fixture.kit.lessonPictures.first)
        try fixture.write(picture.picturePath, "PNG")
        try fixture.write(picture.stampPath, try #require(fixture.kit.currentStamp(of: picture)).text)
    }

    @Test("the shown regions are found, and a page shows them whatever its trailing comments say")
    func shownRegions() {
        let regions = LessonPicture.shownRegions(Self.example)
        #expect(regions.count == 1)
        #expect(regions.first?.first == "struct Sign: View {")
        #expect(LessonPicture.page(Self.englishPage, shows: regions[0]))
        #expect(LessonPicture.page(Self.japanesePage, shows: regions[0]))
        // A `//` inside a string literal is code: the page must show it.
        let otherText = Self.englishPage.replacingOccurrences(of: "a // b", with: "a")
        #expect(!LessonPicture.page(otherText, shows: regions[0]))
        // Lines outside a swift code block do not count.
        #expect(
            !LessonPicture.page(Self.englishPage.replacingOccurrences(of: "```swift", with: "```"), shows: regions[0]))
    }

    @Test("a stamp's text reads back as the same stamp")
    func stampText() {
        let stamp = LessonPicture.Stamp(example: "abc", renderer: "def")
        #expect(LessonPicture.Stamp(text: stamp.text) == stamp)
        #expect(LessonPicture.Stamp(text: "example: abc\n") == nil)
    }

    @Test("a picture without a stamp is missing; a drawn one is current; the example files are no stray files")
    func missingThenCurrent() throws {
        let fixture = try fixture()
        defer { fixture.cleanUp() }
        #expect(pictureProblems(fixture.kit).map(\.finding) == [.pictureMissing(exercise: "01.1")])
        try draw(fixture)
        #expect(pictureProblems(fixture.kit).isEmpty, "\(pictureProblems(fixture.kit))")
        try fixture.write("\(Self.folder)/other.png", "PNG")
        #expect(pictureProblems(fixture.kit).map(\.finding) == [.lessonFolderFiles])
    }

    @Test("a changed example or a changed renderer makes the picture stale, and dev check names dev pictures")
    func stale() throws {
        let fixture = try fixture()
        defer { fixture.cleanUp() }
        try draw(fixture)
        try fixture.write("\(Self.folder)/example.swift", Self.example + "// one more line\n")
        #expect(
            pictureProblems(fixture.kit).map(\.finding) == [
                .pictureStale(exercise: "01.1", exampleChanged: true, rendererChanged: false)
            ])
        try draw(fixture)
        try fixture.write("Sources/MiniUIPreview/Writer.swift", "// the renderer, changed\n")
        let problems = pictureProblems(fixture.kit)
        #expect(
            problems.map(\.finding) == [.pictureStale(exercise: "01.1", exampleChanged: false, rendererChanged: true)])
        let words = Presenter(language: .en, style: .plain).finding(try #require(problems.first).finding)
        #expect(words.contains("dev pictures 01.1"), "\(words)")
    }

    @Test("each lesson page must show the example's code and the picture")
    func pagesShowTheExample() throws {
        let fixture = try fixture([
            "\(Self.folder)/README.ja.md": Self.japanesePage.replacingOccurrences(
                of: "Text(\"a // b\")", with: "Text(\"c\")"
            )
            .replacingOccurrences(of: "![看板](example.png)", with: "")
        ])
        defer { fixture.cleanUp() }
        try draw(fixture)
        #expect(
            pictureProblems(fixture.kit).map(\.finding) == [
                .exampleNotInLesson(.ja, firstLine: "struct Sign: View {"), .pictureNotInLesson(.ja),
            ])
        try fixture.write("\(Self.folder)/example.swift", "_ = 1\n")
        try draw(fixture)
        #expect(pictureProblems(fixture.kit).map(\.finding) == [.exampleShowsNothing, .pictureNotInLesson(.ja)])
    }

    @Test("with behaviour checked, an example must compile against MiniUI and run to its end")
    func examplesCompileAndRun() async throws {
        let fixture = try fixture([
            "\(Self.folder)/example.swift":
                "import MiniUI\n// shown: begin\nlet sign = Text(\"a // b\")\n// shown: end\n"
                + "print(render(sign))\n"
        ])
        defer { fixture.cleanUp() }
        let engine = fixture.engine()
        let exercise = try fixture.exercise("01.1")
        let checker = ConsistencyChecker(kit: fixture.kit, engine: engine)
        #expect(await checker.checkExamples(of: [exercise], engine: engine).isEmpty)
        let picture = try #require(fixture.kit.lessonPictures.first)
        #expect(try await engine.runLessonExample(picture).succeeded)
        // A picture drawn from other screens than the example writes now (MiniUI changed) is stale.
        var stamp = try #require(fixture.kit.currentStamp(of: picture))
        stamp.screens = LessonPicture.Stamp.screensHash(Data())
        try fixture.write(picture.stampPath, stamp.text)
        #expect(await checker.checkExamples(of: [exercise], engine: engine).isEmpty)
        stamp.screens = "drawn from other screens"
        try fixture.write(picture.stampPath, stamp.text)
        #expect(
            await checker.checkExamples(of: [exercise], engine: engine).map(\.finding) == [
                .pictureScreensChanged(exercise: "01.1")
            ])
        let words = Presenter(language: .en, style: .plain).finding(.pictureScreensChanged(exercise: "01.1"))
        #expect(words.contains("dev pictures 01.1"))

        try fixture.write("\(Self.folder)/example.swift", "import MiniUI\nlet sign: Text = 42\n")
        let broken = await checker.checkExamples(of: [exercise], engine: engine)
        #expect(broken.map(\.rule) == [.picture])
        guard case .exampleDoesNotCompile(let output) = broken.first?.finding else {
            Issue.record("not reported as not compiling: \(broken)")
            return
        }
        #expect(output.text.contains("\(Self.folder)/example.swift"), "\(output.text)")

        try fixture.write("\(Self.folder)/example.swift", "import MiniUI\nfatalError(\"stopped\")\n")
        let stopped = await checker.checkExamples(of: [exercise], engine: engine)
        guard case .exampleFails = stopped.first?.finding else {
            Issue.record("not reported as failing: \(stopped)")
            return
        }
    }
}

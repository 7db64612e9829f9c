import Foundation
import MiniUI
import MiniUIPreview
import Testing

/// Screenshots of a few fixed views compared with committed references (`References/*.png`), pixel by pixel in
/// the browser, with a small tolerance for anti-aliasing. `MINIUI_RECORD_REFERENCES=1` records them again
/// (then look at each before committing it).
@MainActor
@Suite(
    "Screenshots against references", .serialized,
    .enabled(if: Browser.path != nil, Comment(rawValue: Browser.missing)))
struct ScreenshotTests {
    /// At most this share of the pixels may differ from the reference: 220 pixels of a phone-sized shot, a few
    /// glyphs' anti-aliasing; moving the plain list's three rows 20 points changes 1,173.
    static let tolerance = 0.0005
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("References")
    static var recording: Bool { ProcessInfo.processInfo.environment["MINIUI_RECORD_REFERENCES"] == "1" }

    static func screenshot(_ html: String, width: Int, height: Int) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("miniui-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        return try HeadlessBrowser(path: Browser.path!).screenshot(page, width: width, height: height)
    }

    /// Compares `html`'s screenshot with the reference `name`, or records it.
    func expectMatches(_ name: String, _ html: String, width: Int = 460, height: Int = 960) throws {
        let shot = try Self.screenshot(html, width: width, height: height)
        let file = Self.references.appendingPathComponent("\(name).png")
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.references, withIntermediateDirectories: true)
            try shot.write(to: file)
            return
        }
        let reference = try #require(
            FileManager.default.contents(atPath: file.path),
            "no reference \(name).png: run with MINIUI_RECORD_REFERENCES=1, look at it, commit it")
        let comparison = try Browser.compare(shot, with: reference)
        #expect(comparison.sameSize, "\(name): the screenshot's size differs from the reference's")
        #expect(
            comparison.fraction <= Self.tolerance,
            "\(name): \(comparison.differing) of \(comparison.total) pixels differ from References/\(name).png")
    }

    @Test("a plain list")
    func plainList() throws {
        try expectMatches("plain-list", PreviewPage(title: "Plain").html(frames(of: plainPlanetList())))
    }

    @Test("an inset-grouped list (the default style)")
    func insetGroupedList() throws {
        try expectMatches("inset-grouped-list", PreviewPage(title: "Default").html(frames(of: defaultPlanetList())))
    }

    @Test("a horizontal shelf")
    func horizontalShelf() throws {
        try expectMatches("horizontal-shelf", PreviewPage(title: "Shelf").html(frames(of: swatchShelf())))
    }

    @Test("a storyboard: a counter before and after a tap")
    func storyboard() throws {
        let frames = frames(of: TapCounter()) { $0.tap("Tap") }
        try expectMatches("storyboard", PreviewPage(title: "Counter").html(frames), width: 1000)
    }

    @Test("a deliberate change of layout fails the comparison: the plain list's rows 20 points in")
    func changedLayoutFails() throws {
        guard !Self.recording else { return }
        let moved = PreviewPage(title: "Plain").html(frames(of: plainPlanetList()))
            .replacingOccurrences(of: "</style>", with: ".row{padding-left:20px !important}</style>")
        let shot = try Self.screenshot(moved, width: 460, height: 960)
        let reference = try #require(
            FileManager.default.contents(atPath: Self.references.appendingPathComponent("plain-list.png").path))
        let comparison = try Browser.compare(shot, with: reference)
        #expect(comparison.sameSize)
        #expect(comparison.fraction > Self.tolerance, "only \(comparison.differing) pixels differ")
        // And the unchanged page passes, so the tolerance is not what failed it.
        let same = try Browser.compare(
            try Self.screenshot(
                PreviewPage(title: "Plain").html(frames(of: plainPlanetList())), width: 460, height: 960),
            with: reference)
        #expect(same.fraction <= Self.tolerance)
    }
}

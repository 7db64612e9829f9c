import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

@Suite("Lesson rendering for the terminal")
struct LessonRendererTests {
    let page = """
        ---
        title: Sample
        level: 1
        hints:
          - A hint.
        ---

        # A sample lesson

        Read **this** and `that`, see [SE-0249](https://example.org/se-0249).

        ## The idea

        - first
        - second

        ```swift
        let id = \\Parcel.id // a key path
        ```
        """

    @Test("without colour: no front matter, headings underlined, code indented, words unchanged")
    func plain() {
        let text = LessonRenderer(style: .plain).render(page)
        #expect(
            text == """
                A sample lesson
                ===============

                Read this and `that`, see SE-0249 (https://example.org/se-0249).

                The idea
                --------

                • first
                • second

                    let id = \\Parcel.id // a key path
                """)
    }

    @Test("a Japanese heading is underlined as wide as it is drawn, and bold Japanese runs on without Markdown's space")
    func japanese() {
        let text = LessonRenderer(style: .plain).render(
            "# 考え方\n\n## SwiftUI でなぜ大事か\n\n**変わるものについてジェネリックにする。** 使うたびに、**2 つ** 変わります。")
        #expect(
            text == """
                考え方
                ======

                SwiftUI でなぜ大事か
                --------------------

                変わるものについてジェネリックにする。使うたびに、2 つ 変わります。
                """)
    }

    @Test("a picture is its description and its path from the lesson's folder, not Markdown")
    func picture() {
        let renderer = LessonRenderer(style: TerminalStyle(usesColor: false), folder: "Lessons/01-a/02-b")
        let text = renderer.render("Before.\n\n![Two phones, the second outlined](example.png)\n\nAfter.")
        #expect(text.contains("▣ Two phones, the second outlined (Lessons/01-a/02-b/example.png)"), "\(text)")
        #expect(!text.contains("!["))
        // An image inside a sentence stays as it was written.
        #expect(renderer.render("See ![x](y.png) here.").contains("!"))
    }

    @Test("with colour: headings, emphasis and Swift are styled with ANSI sequences")
    func colored() {
        let text = LessonRenderer(style: TerminalStyle(usesColor: true)).render(page)
        #expect(text.contains("\u{1B}[1m\u{1B}[4mA sample lesson"))
        #expect(text.contains("\u{1B}[36mthat\u{1B}[0m"))
        #expect(text.contains("\u{1B}[35m\u{1B}[1mlet\u{1B}[0m"), "keywords are highlighted")
        #expect(text.contains("\u{1B}[2m// a key path\u{1B}[0m"), "comments are dimmed")
        #expect(!text.contains("hints:"))
    }

    @Test("colour only on a terminal, never with NO_COLOR or TERM=dumb")
    func detection() {
        #expect(TerminalStyle.detect(environment: [:], isTerminal: true).usesColor)
        #expect(!TerminalStyle.detect(environment: [:], isTerminal: false).usesColor)
        #expect(!TerminalStyle.detect(environment: ["NO_COLOR": "1"], isTerminal: true).usesColor)
        #expect(!TerminalStyle.detect(environment: ["TERM": "dumb"], isTerminal: true).usesColor)
        #expect(TerminalStyle.detect(environment: ["NO_COLOR": ""], isTerminal: true).usesColor)
    }

    @Test("snake_case words are not mistaken for emphasis")
    func underscores() {
        #expect(LessonRenderer(style: .plain).inline("a some_long_name here") == "a some_long_name here")
        #expect(LessonRenderer(style: .plain).inline("an _emphasised_ word") == "an emphasised word")
    }
}

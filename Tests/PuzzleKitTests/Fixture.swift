import Foundation

@testable import PuzzleKit
@testable import PuzzlesCLI

/// A tiny kit in a temporary folder: its own MiniUI and two exercises, so engine tests are fast and do not
/// depend on the course's content.
struct Fixture {
    let root: URL

    /// One cache for every test that does not test the cache itself: the fixture MiniUI compiles once.
    /// Per test run, so every run really compiles and runs the checks; earlier runs' caches are removed.
    static let sharedCache: URL = {
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix("puzzlekit-tests-") {
            let url = temporary.appendingPathComponent(name)
            if FileSystem.modificationDate(url) < Date(timeIntervalSinceNow: -3600) {
                try? FileManager.default.removeItem(at: url)
            }
        }
        // Removed when the test process ends: the tests leave the system's temporary folder as they found it.
        atexit { try? FileManager.default.removeItem(at: Fixture.sharedCache.deletingLastPathComponent()) }
        return temporary.appendingPathComponent("puzzlekit-tests-\(ProcessInfo.processInfo.processIdentifier)/cache")
    }()

    static let miniUI = """
        public protocol View {
            func render() -> String
        }

        public struct Text: View {
            let content: String
            public init(_ content: String) { self.content = content }
            public func render() -> String { "Text(\\"\\(content)\\")" }
        }

        public func render(_ view: some View) -> String { view.render() }

        """

    static let greetingStarter = """
        // Goal: greet someone by name.
        // Check it: swift run puzzles check 01.1
        // Lesson: Lessons/01-basics/01-greeting/README.md

        func greeting(for name: String) -> String {
            // TODO: return "Hello, <name>!"
            ""
        }

        """

    static let greetingSolution = """
        func greeting(for name: String) -> String {
            "Hello, \\(name)!"
        }

        """

    static let shoutStarter = """
        // Goal: shout a word.
        import MiniUI

        func shout(_ word: String) -> String {
            // TODO: uppercase the word and add "!"
            word
        }

        struct Shout: View {
            let word: String
            func render() -> String { Text(shout(word)).render() }
        }

        """

    static let shoutSolution = """
        import MiniUI

        func shout(_ word: String) -> String {
            word.uppercased() + "!"
        }

        struct Shout: View {
            let word: String
            func render() -> String { Text(shout(word)).render() }
        }

        """

    /// A new folder's path for one test (`name-<UUID>`), inside this test process's own temporary folder, which is
    /// removed when the process ends (with ``sharedCache``): a test that fails before its own clean-up leaves nothing
    /// in the system's temporary folder either.
    static func scratch(_ name: String) -> URL {
        sharedCache.deletingLastPathComponent().appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    /// MiniUI's own `Vary` (the data a graded runs check varies), as the kit ships it.
    static let vary: String = {
        let kitRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return
            (try? String(contentsOf: kitRoot.appendingPathComponent("Sources/MiniUI/Host/Vary.swift"), encoding: .utf8))
            ?? ""
    }()

    static func lesson(_ title: String, level: Int?) -> String {
        var text = "---\ntitle: \(title)\n"
        if let level { text += "level: \(level)\n" }
        return text + "---\n\n# \(title)\n\nThe lesson.\n"
    }

    /// A hints file (`hints.md`, `hints.ja.md`): a numbered list.
    static func hints(_ hints: [String]) -> String {
        "<!-- Hints, revealed one at a time. -->\n\n"
            + hints.enumerated().map { "\($0.offset + 1). \($0.element)\n" }.joined()
    }

    static let baseFiles: [String: String] = [
        "Package.swift": "// swift-tools-version: 6.0\n// A fixture kit.\n",
        "Sources/MiniUI/MiniUI.swift": miniUI,
        "Sources/MiniUI/Vary.swift": vary,
        "Lessons/01-basics/README.md": "# Basics\n",
        "Lessons/01-basics/README.ja.md": "# 基本\n",

        "Sources/Exercises/01-basics/01-greeting/Greeting.swift": greetingStarter,
        "Solutions/01-basics/01-greeting/Greeting.swift": greetingSolution,
        "Lessons/01-basics/01-greeting/README.md": lesson("Greeting: a first function", level: 1),
        "Lessons/01-basics/01-greeting/README.ja.md": lesson("挨拶", level: nil),
        "Tests/ExerciseTests/Checks/01-basics/01-greeting/hints.md": hints([
            "Use string interpolation.", "Return \"Hello, \\(name)!\".",
        ]),
        "Tests/ExerciseTests/Checks/01-basics/01-greeting/hints.ja.md": hints([
            "文字列補間を使います。", "\"Hello, \\(name)!\" を返します。",
        ]),
        "Tests/ExerciseTests/Checks/01-basics/01-greeting/calls-greeting.swift": """
        // check: compiles
        // A name goes in, a String comes out.
        @testable import Exercise01_1

        let text: String = greeting(for: "Ada")

        """,
        "Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift": """
        // check: runs, preview
        // Greets Ada.
        // varies: the name
        import MiniUI

        @testable import Exercise01_1

        print(greeting(for: Vary.value("name", "Ada") { $0.element(of: ["Bo", "Cyd", "Dee"]) }))

        /* expected output:
        Hello, Ada!
        */

        """,
        "Tests/ExerciseTests/Checks/01-basics/01-greeting/rejects-number-names.swift": """
        // check: rejects
        // Only strings are names.
        @testable import Exercise01_1

        func misuse() {
            _ = greeting(for: 42)  // expected-error {{cannot convert value of type 'Int'}}
        }

        """,
        "Tests/ExerciseTests/Checks/01-basics/01-greeting/wrong-answers/generic-name/Greeting.swift": """
        // wrong: accepts any value as a name
        // rejected-by: rejects-number-names
        // misconception: A generic parameter accepts any type; a name is a String, so say so.
        // misconception-ja: 型パラメータはどんな型でも受け付けます。名前は String なので、そう書きます。
        // lesson: #greeting-a-first-function
        func greeting<Name>(for name: Name) -> String {
            "Hello, \\(name)!"
        }

        """,

        "Tests/ExerciseTests/Checks/01-basics/01-greeting/fingerprints.json": """
        {
          "format": 1,
          "wrongAnswers": {
            "generic-name": { "marks": ["rejects-number-names: misuseAccepted: lines 6"] }
          }
        }

        """,

        "Sources/Exercises/01-basics/02-shout/Shout.swift": shoutStarter,
        "Solutions/01-basics/02-shout/Shout.swift": shoutSolution,
        "Lessons/01-basics/02-shout/README.md": lesson("Shout", level: 2),
        "Lessons/01-basics/02-shout/README.ja.md": lesson("叫ぶ", level: nil),
        "Tests/ExerciseTests/Checks/01-basics/02-shout/hints.md": hints(["`uppercased()` exists.", "Append \"!\"."]),
        "Tests/ExerciseTests/Checks/01-basics/02-shout/hints.ja.md": hints(["`uppercased()` があります。", "\"!\" を足します。"]),
        "Tests/ExerciseTests/Checks/01-basics/02-shout/renders-shout.swift": """
        // check: runs
        // varies: the word
        import MiniUI
        @testable import Exercise01_2

        print(render(Shout(word: Vary.value("word", "hey") { $0.element(of: ["oi", "ahoy", "yo"]) })))

        /* expected output:
        Text("HEY!")
        */

        """,
    ]

    /// Creates a fixture kit; `changes` replace (or, when `nil`, remove) base files.
    static func make(_ changes: [String: String?] = [:]) throws -> Fixture {
        let root = Fixture.scratch("puzzlekit-fixture")
        var files = baseFiles.mapValues { Optional($0) }
        for (path, contents) in changes { files[path] = contents }
        let fixture = Fixture(root: root)
        for (path, contents) in files {
            if let contents { try fixture.write(path, contents) }
        }
        return fixture
    }

    var kit: Kit { Kit(root: root) }

    func write(_ path: String, _ contents: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// The engine's options for the kit's tests: a check program may run two minutes, so that a loaded machine
    /// (the tests run side by side) never turns a verdict into a time-out; tests about the limit set their own.
    static func options() -> CheckEngine.Options {
        var options = CheckEngine.Options()
        options.timeLimit = 120
        return options
    }

    /// An engine on the shared cache (or on `cache`), recording its events.
    func engine(
        cache: URL? = nil, timeLimit: Double = 120, events: Locked<[EngineEvent]>? = nil, reuseResults: Bool = true
    ) -> CheckEngine {
        var options = Fixture.options()
        options.cacheFolder = cache ?? Fixture.sharedCache
        options.timeLimit = timeLimit
        options.reuseResults = reuseResults
        if let events { options.onEvent = { event in events.withLock { $0.append(event) } } }
        return CheckEngine(kit: kit, options: options)
    }

    func exercise(_ id: String) throws -> Exercise {
        try kit.exercise(matching: id)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: root)
    }
}

extension Locked where Value == [EngineEvent] {
    /// How many times a product was compiled.
    func compiles(of product: BuildProduct) -> Int {
        withLock { events in
            events.filter {
                if case .compiled(product, _, _) = $0 { return true }
                return false
            }.count
        }
    }
}

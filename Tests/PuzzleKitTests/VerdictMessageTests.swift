import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

/// Every kind of message names the real next step: the words a learner reads, built from realistic
/// compiler and crash output (and, for a few, from a real compile of a fixture kit).
@Suite("Verdict messages: the real next step, in the learner's words")
struct VerdictMessageTests {
    static let checkPath =
        "Tests/ExerciseTests/Checks/00-warm-up/02-same-type-constraints/accepts-identifiable-rows.swift"

    static func file(_ path: String, _ text: String, solution: String) -> LearnerPlace.File {
        LearnerPlace.File(
            path: path, lines: text.components(separatedBy: "\n"),
            solutionLines: Set(solution.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }))
    }

    static func failedCheck(_ failure: CheckFailure, kind: CheckKind = .compiles, status: CheckResult.Status = .failed)
        -> CheckResult
    {
        CheckResult(
            name: "accepts-identifiable-rows", path: checkPath, kind: kind, status: status, failure: failure,
            output: nil, expectedOutput: nil, fileToEdit: nil, line: nil, seconds: 0)
    }

    static func verdict(_ evidence: Verdict.Evidence, outcome: Verdict.Outcome, next: NextStep) -> Verdict {
        Verdict(
            exerciseID: "00.2", exercisePath: "00-warm-up/02-same-type-constraints", title: "Same-type constraints",
            source: "Sources/Exercises", outcome: outcome, evidence: evidence, fileToEdit: nil, line: nil, next: next,
            lessonPath: "Lessons/00-warm-up/02-same-type-constraints/README.md", checks: [], seconds: 0)
    }

    /// Whether the Japanese catalog has every key the English one has (and so every key used here).
    static func japaneseHas(_ keys: [String]) -> Bool {
        keys.allSatisfy { MessageCatalog.japanese.templates[$0] != nil && MessageCatalog.english.templates[$0] != nil }
    }

    // MARK: - "Next: Change FILE, line N": the place to fix

    static let rowStarter = """
        struct Row<Item, ID: Hashable> {
            let item: Item
            let id: ID

            init(_ item: Item, id: (Item) -> ID) {
                self.item = item
                self.id = id(item)
            }
        }

        // TODO: Let this extension apply only where Item is Identifiable.
        extension Row {
        }
        """

    static let rowSolution = """
        struct Row<Item, ID: Hashable> {
            let item: Item
            let id: ID

            init(_ item: Item, id: (Item) -> ID) {
                self.item = item
                self.id = id(item)
            }
        }

        extension Row where Item: Identifiable, ID == Item.ID {
            init(_ item: Item) { self.init(item, id: \\.id) }
        }
        """

    @Test("a note at an initializer the learner must not change names the file, not that line (00.2, 01.3)")
    func noteAtUnchangedInitializer() {
        let output = """
            \(Self.checkPath):20:35: error: missing argument for parameter 'id' in call
                let ticketID: Int = Row(ticket).id
                                              ^
            Sources/Exercises/00-warm-up/02-same-type-constraints/Row.swift:5:5: note: 'init(_:id:)' declared here
                init(_ item: Item, id: (Item) -> ID) {
                ^
            """
        let errors = Diagnostics.errors(in: output, firstPrefixes: [Self.checkPath])
        let files = [
            Self.file(
                "Sources/Exercises/00-warm-up/02-same-type-constraints/Interleaved.swift", "// TODO: …", solution: ""),
            Self.file(
                "Sources/Exercises/00-warm-up/02-same-type-constraints/Row.swift", Self.rowStarter,
                solution: Self.rowSolution),
        ]
        let place = LearnerPlace.find(errors: errors, files: files)
        #expect(
            place == LearnerPlace(file: "Sources/Exercises/00-warm-up/02-same-type-constraints/Row.swift", line: nil))
        let words = english.nextStep(
            .makeCheckCompile(file: place!.file, line: place!.line, checkPath: Self.checkPath))
        #expect(
            words
                == "Change Sources/Exercises/00-warm-up/02-same-type-constraints/Row.swift so that the check \"accepts-identifiable-rows\" compiles and passes."
        )
    }

    @Test("a note at a declaration the fix changes names its line (00.1: the protocol's `id`)")
    func noteAtChangedDeclaration() {
        let protocolStarter = "protocol Shelvable {\n    // TODO: an associated type\n    var id: Int { get }\n}"
        let protocolSolution = "protocol Shelvable {\n    associatedtype ID: Hashable\n    var id: ID { get }\n}"
        let output = """
            Tests/ExerciseTests/Checks/00-warm-up/01-generic-containers/accepts-any-shelvable-item.swift:9:8: error: type 'Tag' does not conform to protocol 'Shelvable'
            struct Tag: Shelvable {
                   ^
            Tests/ExerciseTests/Checks/00-warm-up/01-generic-containers/accepts-any-shelvable-item.swift:10:9: note: candidate has non-matching type 'String'
                let id: String
                    ^
            Sources/Exercises/00-warm-up/01-generic-containers/Shelvable.swift:3:9: note: protocol requires property 'id' with type 'Int'
                var id: Int { get }
                    ^
            """
        let files = [
            Self.file(
                "Sources/Exercises/00-warm-up/01-generic-containers/Shelf.swift", "// TODO: generic", solution: ""),
            Self.file(
                "Sources/Exercises/00-warm-up/01-generic-containers/Shelvable.swift", protocolStarter,
                solution: protocolSolution),
        ]
        let place = LearnerPlace.find(errors: Diagnostics.errors(in: output, firstPrefixes: ["Tests/"]), files: files)
        #expect(
            place == LearnerPlace(file: "Sources/Exercises/00-warm-up/01-generic-containers/Shelvable.swift", line: 3))
        #expect(
            english.nextStep(.makeCheckCompile(file: place!.file, line: place!.line, checkPath: "c.swift"))
                == "Change Sources/Exercises/00-warm-up/01-generic-containers/Shelvable.swift, line 3, so that the check \"c\" compiles and passes."
        )
    }

    @Test("an error that names a type without a note points at that type's declaration, in its own file (00.3)")
    func namedTypeDeclaration() {
        let output = """
            Tests/ExerciseTests/Checks/00-warm-up/03-some-versus-any/accepts-card-and-badge-usages.swift:36:16: error: cannot specialize non-generic type 'Card'
                let plain: Card<Text> = Card("Title") { Text("Body") }
                           ^   ~~~~~~
            """
        let files = [
            Self.file(
                "Sources/Exercises/00-warm-up/03-some-versus-any/Badge.swift", "// TODO: some View\nstruct Badge {}",
                solution: ""),
            Self.file(
                "Sources/Exercises/00-warm-up/03-some-versus-any/Card.swift",
                "import MiniUI\n\n// TODO: generic\nstruct Card: View {\n}",
                solution: "struct Card<Content: View>: View {"),
        ]
        let place = LearnerPlace.find(errors: Diagnostics.errors(in: output, firstPrefixes: ["Tests/"]), files: files)
        #expect(place == LearnerPlace(file: "Sources/Exercises/00-warm-up/03-some-versus-any/Card.swift", line: 4))
    }

    @Test("an error inside a call names the called type's file, not the first file with a TODO (04.9)")
    func calleeOfTheArgument() {
        let output = """
            Tests/ExerciseTests/Checks/04-binding-semantics/09-bindings-into-a-model/accepts.swift:20:29: error: cannot convert value of type 'Binding<Entry>' to expected argument type 'Entry'
                        EntryRow(entry: $entry)
                                        ^
            """
        let list = "struct Entry {\n    // TODO: addOne\n}"
        let screen = "// TODO: bindings\nstruct EntryRow: View {\n    // TODO: a binding\n    let entry: Entry\n}"
        let files = [
            Self.file(
                "Sources/Exercises/04-binding-semantics/09-bindings-into-a-model/ShoppingList.swift", list,
                solution: list),
            Self.file(
                "Sources/Exercises/04-binding-semantics/09-bindings-into-a-model/ShoppingScreen.swift", screen,
                solution: "struct EntryRow: View {\n    @Binding var entry: Entry\n}"),
        ]
        let place = LearnerPlace.find(errors: Diagnostics.errors(in: output, firstPrefixes: ["Tests/"]), files: files)
        #expect(place?.file == "Sources/Exercises/04-binding-semantics/09-bindings-into-a-model/ShoppingScreen.swift")
        #expect(place?.line == nil)
        #expect(LearnerPlace.calleeName(in: "            EntryRow(entry: $entry)", column: 29) == "EntryRow")
        #expect(
            LearnerPlace.quotedNames("'Endpoints' is not a member type of generic struct 'Exercise05_7.Get'") == [
                "Endpoints", "Exercise05_7", "Get",
            ])
    }

    @Test("a generic type specialized in another order than declared points at its declaration (01.2, swapped)")
    func swappedGenericParameters() {
        let output = """
            Tests/ExerciseTests/Checks/01-plain-lists/02-key-path-ids/accepts-any-key-path.swift:26:25: error: type 'Parcel' does not conform to protocol 'Hashable'
                let byTrackingCode: PlainList<Parcel, String, Text> = PlainList(parcels, id: \\.trackingCode) { parcel in
                                    ^
            """
        let files = [
            Self.file(
                "Sources/Exercises/01-plain-lists/02-key-path-ids/PlainList.swift",
                "import MiniUI\n\nstruct PlainList<ID, Item, Content>: View where ID: Hashable, Content: View {\n}",
                solution: "struct PlainList<Item, ID, Content>: View where ID: Hashable, Content: View {")
        ]
        let place = LearnerPlace.find(errors: Diagnostics.errors(in: output, firstPrefixes: ["Tests/"]), files: files)
        let path = "Sources/Exercises/01-plain-lists/02-key-path-ids/PlainList.swift"
        #expect(place == LearnerPlace(file: path, line: 3))
    }

    @Test("a member or function not declared yet points at the TODO that asks for it, in its own file (05.2, 02.3)")
    func todoThatAsksForIt() {
        let output = """
            Tests/ExerciseTests/Checks/05-property-wrappers/02-custom-environment-key/accepts.swift:10:18: error: cannot convert value of type 'KeyPath<Root, Value>' to expected argument type 'Value.Type'
                @Environment(\\.temperatureUnit) private var unit
                             ^
            """
        let forecast = """
            struct Forecast: View {
                // TODO: Read the unit from the environment with `@Environment(\\.temperatureUnit)`, and let the key path
                //       give the property its type.
                private let unit = TemperatureUnit.celsius
            }
            """
        let unit = """
            enum TemperatureUnit { case celsius, fahrenheit }

            // TODO: Declare a key: a private struct conforming to `EnvironmentKey`.

            // TODO: Extend `EnvironmentValues` with `var temperatureUnit: TemperatureUnit`, read and written through your
            //       key with `self[YourKey.self]`.
            """
        let files = [
            Self.file("Sources/Exercises/05-a/02-b/Forecast.swift", forecast, solution: ""),
            Self.file("Sources/Exercises/05-a/02-b/TemperatureUnit.swift", unit, solution: ""),
        ]
        let place = LearnerPlace.find(errors: Diagnostics.errors(in: output, firstPrefixes: ["Tests/"]), files: files)
        #expect(place == LearnerPlace(file: "Sources/Exercises/05-a/02-b/TemperatureUnit.swift", line: 5))
        let compose = ["x", "// TODO: Write `compose(_:_:)` for key paths"]
        #expect(LearnerPlace.todoLine(asking: "compose", in: compose) == 2)
        #expect(LearnerPlace.todoLine(asking: "unit", in: ["// TODO: add `var unitCount: Int`"]) == nil)
    }

    @Test("a closure's parameter at the caret is not taken for a declaration of the learner's (03.6)")
    func closureParameterAtCaret() {
        let output = """
            Tests/ExerciseTests/Checks/03-indexed-collections/06-index-in-content/accepts.swift:17:32: error: contextual closure type '(Track) -> Content' expects 1 argument, but 2 were used in closure body
                    NumberedList(tracks) { index, track in
                                           ^
            """
        let helper =
            "extension IndexedCollection {\n    func index(after i: Base.Index) -> Base.Index { base.index(after: i) }\n}"
        let files = [
            Self.file("Sources/Exercises/03-a/06-b/Indexed.swift", helper, solution: helper),
            Self.file("Sources/Exercises/03-a/06-b/NumberedList.swift", "// TODO: (index, element)", solution: ""),
        ]
        #expect(LearnerPlace.identifier(in: "        NumberedList(tracks) { index, track in", column: 32) == nil)
        #expect(
            LearnerPlace.find(errors: Diagnostics.errors(in: output, firstPrefixes: ["Tests/"]), files: files) == nil)
        #expect(LearnerPlace.identifier(in: "    @Environment(\\.unit) var unit", column: 18) == "unit")
        #expect(LearnerPlace.identifier(in: "    let x = compose(a, b)", column: 13) == "compose")
    }

    @Test("an error in the learner's own file is the place; with nothing to go on, no place is made up")
    func learnerErrorAndNothing() {
        let files = [Self.file("Sources/Exercises/01-a/01-b/A.swift", "let x = 1\nlet y = z", solution: "")]
        let own = "Sources/Exercises/01-a/01-b/A.swift:2:9: error: cannot find 'z' in scope\nlet y = z\n        ^"
        #expect(
            LearnerPlace.find(errors: Diagnostics.errors(in: own, firstPrefixes: []), files: files)
                == LearnerPlace(file: "Sources/Exercises/01-a/01-b/A.swift", line: 2))
        let elsewhere =
            "Tests/ExerciseTests/Checks/01-a/01-b/c.swift:3:9: error: cannot find 'compose' in scope\n    compose(a, b)\n    ^"
        #expect(LearnerPlace.find(errors: Diagnostics.errors(in: elsewhere, firstPrefixes: []), files: files) == nil)
    }

    // MARK: - Crashes show their reason, without backtrace boilerplate

    static let castCrash = """
        Could not cast value of type 'Swift.Int' (0x7f56bdbda698) to 'Swift.String' (0x7f56bdbd7ca0).

        *** Signal 6: Backtracing from 0x7f56bd392eec... done ***

        *** Program crashed: Aborted at 0x000000000000275e ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "check" crashed:

          0  0x00007f56bd392eec __pthread_kill_implementation + 268 in libc.so.6
        ...

        Backtrace took 0.00s
        """

    static let indexCrash = """
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Signal 4: Backtracing from 0x7f2cb9d6df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007f2cb9d6df7f ***

        Thread 0 "check" crashed:

          0      0x00007f2cb9d6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra] 0x00007f2cb9ef961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra] 0x00005643378301a0 pick(_:_:) + 47 in check at Sources/Exercises/01-a/01-b/A.swift:1:43
          3 [ra] 0x0000564337830462 main + 225 in check at Tests/ExerciseTests/Checks/01-a/01-b/c.swift:5:29
        ...

        Backtrace took 0.02s
        """

    func crashVerdict(_ report: CrashReport, line: Int?) -> Verdict {
        var result = Self.failedCheck(.crashed(report), kind: .runs, status: .crashed)
        result.fileToEdit = "Sources/Exercises/01-a/01-b/A.swift"
        result.line = line
        return Self.verdict(
            .checkFailed(result, otherFailures: 0), outcome: .crashed,
            next: report.shouldStopThrough.map {
                .stopThrough(function: $0, file: "Sources/Exercises/01-a/01-b/A.swift", line: line)
            } ?? .handleTheCrash(file: "Sources/Exercises/01-a/01-b/A.swift", line: line))
    }

    @Test("a failed `as!`, an unwrapped nil, an index out of range, fatalError and precondition show their reason")
    func crashReasons() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let engine = fixture.engine()
        let cast = engine.crashMessages(Self.castCrash)
        #expect(cast == ["Could not cast value of type 'Swift.Int' to 'Swift.String'."])
        let castVerdict = crashVerdict(
            CrashReport(signal: "SIGABRT", messages: cast, frame: nil, likelyStackOverflow: false, standardError: ""),
            line: nil)
        let castWords = castVerdict.render()
        #expect(
            castWords.contains(
                "the check \"accepts-identifiable-rows\" crashed: Could not cast value of type 'Swift.Int' to 'Swift.String'."
            ))
        for boilerplate in ["***", "Platform:", "Thread 0", "Backtrace took", "0x"] {
            #expect(!castWords.contains(boilerplate), "\(boilerplate) in \(castWords)")
        }
        #expect(
            engine.withoutBacktrace(Self.castCrash)
                == "Could not cast value of type 'Swift.Int' (0x7f56bdbda698) to 'Swift.String' (0x7f56bdbd7ca0).")
        #expect(
            engine.withoutBacktrace("Current stack trace:\n0 foo\n1 bar\n\n💣 Program crashed: Aborted\nbye") == "bye")

        let index = engine.crashMessages(Self.indexCrash)
        #expect(index == ["Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"])
        let check = CheckFile(
            name: "c", path: "Tests/ExerciseTests/Checks/01-a/01-b/c.swift", contents: "// check: runs\n")
        let sources = ExerciseSources(
            files: [SourceFile(name: "A.swift", displayPath: "Sources/Exercises/01-a/01-b/A.swift", contents: Data())],
            displayFolder: "Sources/Exercises/01-a/01-b", origin: "Sources/Exercises")
        let frame = engine.crashFrame(Self.indexCrash, sources: sources, check: check)
        #expect(
            frame == CrashReport.Frame(function: "pick(_:_:)", file: "Sources/Exercises/01-a/01-b/A.swift", line: 1))
        let indexWords = crashVerdict(
            CrashReport(signal: "SIGILL", messages: index, frame: frame, likelyStackOverflow: false, standardError: ""),
            line: 1
        ).render()
        #expect(indexWords.contains("crashed: Fatal error: Index out of range"))
        #expect(indexWords.contains("It stopped in pick(_:_:) at Sources/Exercises/01-a/01-b/A.swift:1."))
        #expect(
            indexWords.contains(
                "Next: Find what stops the program in Sources/Exercises/01-a/01-b/A.swift, line 1, and make it handle that case."
            ))

        let nilUnwrap = engine.crashMessages(
            "Sources/Exercises/01-a/01-b/A.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value\n\n*** Signal 4: …"
        )
        #expect(
            nilUnwrap == [
                "Sources/Exercises/01-a/01-b/A.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value"
            ])
        #expect(
            crashVerdict(
                CrashReport(
                    signal: "SIGILL", messages: nilUnwrap, frame: nil, likelyStackOverflow: false, standardError: ""),
                line: 3
            ).render().contains("crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
        #expect(
            engine.crashMessages("PuzzleCheck/c.swift:9: Precondition failed: must be positive\n*** Program crashed")
                == ["PuzzleCheck/c.swift:9: Precondition failed: must be positive"])
    }

    @Test("a stop through fatalError where the lesson asks for its failure function is not called a crash (05.1)")
    func intendedStop() throws {
        let header = CheckFile(
            name: "reports-read-before-set", path: "c.swift",
            contents:
                "// check: runs\n// Watches the stop.\n// stops-through: lateinitFailure\nprint(1)\n/* expected output:\n1\n*/\n"
        )
        #expect(header.stopsThrough == "lateinitFailure")
        #expect(header.purpose == "Watches the stop.")
        #expect(header.isValid)

        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let sources = ExerciseSources(
            files: [
                SourceFile(
                    name: "Lateinit.swift", displayPath: "Sources/Exercises/05-a/01-b/Lateinit.swift",
                    contents: Data(
                        "get {\n    guard let value else { fatalError(\"read before set\") }\n    return value!\n}".utf8
                    ))
            ], displayFolder: "Sources/Exercises/05-a/01-b", origin: "Sources/Exercises")
        let engine = fixture.engine()
        #expect(engine.isOwnStop(file: "Sources/Exercises/05-a/01-b/Lateinit.swift", line: 2, sources: sources))
        #expect(!engine.isOwnStop(file: "Sources/Exercises/05-a/01-b/Lateinit.swift", line: 3, sources: sources))

        var report = CrashReport(
            signal: "SIGILL",
            messages: [
                "Sources/Exercises/05-a/01-b/Lateinit.swift:2: Fatal error: Lateinit<Int> was read before it was set"
            ],
            frame: nil, likelyStackOverflow: false, standardError: "")
        report.shouldStopThrough = "lateinitFailure"
        let words = crashVerdict(report, line: 2).render()
        #expect(
            words.contains(
                "the check \"accepts-identifiable-rows\" stopped at your own `fatalError`: Fatal error: Lateinit<Int> was read before it was set"
            ))
        #expect(!words.contains("crashed"))
        #expect(words.contains("the lesson asks you to stop through `lateinitFailure`"))
        #expect(
            words.contains(
                "Next: In Sources/Exercises/01-a/01-b/A.swift, line 2, call `lateinitFailure(…)` instead of `fatalError`, as the lesson says"
            ))
        #expect(!words.contains("make it handle that case"))
        #expect(Self.japaneseHas(["check.crashed.ownStop", "crash.ownStop", "next.stopThrough"]))
    }

    @Test("a stop through the failure function names the learner's code that read too early, not the wrapper (05.1)")
    func stopThroughNamesTheCaller() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let engine = fixture.engine()
        let folder = "Sources/Exercises/05-a/01-b"
        let sources = ExerciseSources(
            files: ["Lateinit.swift", "LaunchConfiguration.swift"].map {
                SourceFile(name: $0, displayPath: "\(folder)/\($0)", contents: Data())
            }, displayFolder: folder, origin: "Sources/Exercises")
        let backtrace = """
            Thread 0 "check" crashed:

              0      0x00007fef47af9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
              1 [ra] 0x0000562f45054d05 closure #1 in variable initialization expression of lateinitFailure + 132 \
            in check at \(folder)/Lateinit.swift:11:5
              2 [ra] 0x0000562f45056400 Lateinit.wrappedValue.getter + 559 in check at \(folder)/Lateinit.swift:32:17
              3 [ra] [system] 0x0000562f45056606 LaunchConfiguration.serverName.getter + 101 in check at \
            \(folder)/LaunchConfiguration.swift
              4 [ra] 0x0000562f45056a8f LaunchConfiguration.isReady.getter + 78 in check at \
            \(folder)/LaunchConfiguration.swift:14:10
              5 [ra] 0x0000562f45053a73 main + 786 in check at c.swift:17:31
            """
        let watching = CheckFile(
            name: "c", path: "c.swift",
            contents: "// check: runs\n// stops-through: lateinitFailure\nprint(1)\n/* expected output:\n1\n*/\n")
        #expect(engine.stoppedThrough("lateinitFailure", backtrace, sources: sources))
        #expect(
            engine.crashFrame(backtrace, sources: sources, check: watching)
                == CrashReport.Frame(
                    function: "LaunchConfiguration.isReady.getter", file: "\(folder)/LaunchConfiguration.swift",
                    line: 14))
        // Without the key, the innermost learner frame, as for any crash.
        let plain = CheckFile(
            name: "c", path: "c.swift", contents: "// check: runs\nprint(1)\n/* expected output:\n1\n*/\n")
        #expect(engine.crashFrame(backtrace, sources: sources, check: plain)?.file == "\(folder)/Lateinit.swift")
    }

    @Test(
        "a crash never names the exercise's failure function or a given file: a projection that reads the wrapped value is named (05.1)"
    )
    func crashNamesNeitherTheFailureFunctionNorAGivenFile() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let engine = fixture.engine()
        let folder = "Sources/Exercises/05-a/01-b"
        let sources = ExerciseSources(
            files: ["Lateinit.swift", "LaunchConfiguration.swift", "Models.swift"].map {
                SourceFile(name: $0, displayPath: "\(folder)/\($0)", contents: Data())
            }, displayFolder: folder, origin: "Sources/Exercises")
        // `$serverName` read in the check itself: the projection reads the wrapped value, which stops, and no frame
        // of the learner's lies outside the wrapper's file.
        let projectionFrame =
            "  3 [ra] 0x0000562f45056500 Lateinit.projectedValue.getter + 80 in check at \(folder)/Lateinit.swift:37:9\n"
        let projection = """
            Thread 0 "check" crashed:

              0      0x00007fef47af9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
              1 [ra] 0x0000562f45054d05 closure #1 in variable initialization expression of lateinitFailure + 132 \
            in check at \(folder)/Lateinit.swift:11:5
              2 [ra] 0x0000562f45056400 Lateinit.wrappedValue.getter + 559 in check at \(folder)/Lateinit.swift:32:17
            \(projectionFrame)\
              4 [ra] [system] 0x0000562f45056606 LaunchConfiguration.$serverName.getter + 101 in check at \
            \(folder)/LaunchConfiguration.swift
              5 [ra] 0x0000562f45053a73 main + 786 in check at c.swift:17:31
            """
        // A check without the key: the engine passes the function another check of the exercise names.
        let plain = CheckFile(
            name: "c", path: "c.swift", contents: "// check: runs\nprint(1)\n/* expected output:\n1\n*/\n")
        #expect(
            engine.crashFrame(projection, sources: sources, check: plain, stopsThrough: "lateinitFailure")
                == CrashReport.Frame(
                    function: "Lateinit.projectedValue.getter", file: "\(folder)/Lateinit.swift", line: 37))
        // The check read the wrapped value itself: the wrapper's call of the function, not the function.
        let direct = projection.replacingOccurrences(of: projectionFrame, with: "")
        #expect(
            engine.crashFrame(direct, sources: sources, check: plain, stopsThrough: "lateinitFailure")
                == CrashReport.Frame(
                    function: "Lateinit.wrappedValue.getter", file: "\(folder)/Lateinit.swift", line: 32))

        // A crash inside a given file names the learner's frame that called into it, and the runtime's message,
        // which names the given file's line, places nothing there.
        let inGiven = """
            \(folder)/Models.swift:4: Fatal error: Index out of range
            Thread 0 "check" crashed:

              0      0x00007fef47af9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
              1 [ra] 0x0000562f45054d05 Station.first.getter + 132 in check at \(folder)/Models.swift:4:5
              2 [ra] 0x0000562f45056400 LaunchConfiguration.summary.getter + 59 in check at \
            \(folder)/LaunchConfiguration.swift:20:17
              3 [ra] 0x0000562f45053a73 main + 786 in check at c.swift:17:31
            """
        #expect(
            engine.crashFrame(inGiven, sources: sources, check: plain, givenFiles: ["Models.swift"])
                == CrashReport.Frame(
                    function: "LaunchConfiguration.summary.getter", file: "\(folder)/LaunchConfiguration.swift",
                    line: 20))
        let message = engine.crashMessages(inGiven).joined(separator: "\n")
        var result = Self.failedCheck(.timedOut(limitSeconds: 1, lastLines: ""), kind: .runs, status: .crashed)
        engine.locateInLearnerFile(&result, text: message, sources: sources, givenFiles: ["Models.swift"])
        #expect(result.fileToEdit == nil && result.line == nil)
        engine.locateInLearnerFile(&result, text: message, sources: sources)
        #expect(result.fileToEdit == "\(folder)/Models.swift" && result.line == 4)
    }

    // MARK: - A rejects check refused for another reason

    static let otherReason = """
        Tests/ExerciseTests/Checks/02-key-paths/05-writable-key-paths/rejects-read-only-paths.swift:14:28: error: incorrect message found
            // expected-error@+1 {{to expected argument type 'ReferenceWritableKeyPath<Greenhouse, String>'}}
                                   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
                                   cannot convert value of type 'any KeyPath<Greenhouse, String> & Sendable' to expected argument type 'WritableKeyPath<Greenhouse, String>'
        Tests/ExerciseTests/Checks/02-key-paths/05-writable-key-paths/rejects-read-only-paths.swift:17:8: error: expected error not produced
            // expected-error@+1 {{to expected argument type 'ReferenceWritableKeyPath<Plant, String>'}}
        ~~~~~~~^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        """

    @Test("a rejects check refused for another reason shows what it expected and what the compiler said (02.5)")
    func refusedForAnotherReason() {
        let path = "Tests/ExerciseTests/Checks/02-key-paths/05-writable-key-paths/rejects-read-only-paths.swift"
        let mismatches = Diagnostics.verifyMismatches(in: Self.otherReason, checkPath: path)
        #expect(
            mismatches == [
                VerifyMismatch(
                    line: 14, expected: "to expected argument type 'ReferenceWritableKeyPath<Greenhouse, String>'",
                    produced:
                        "cannot convert value of type 'any KeyPath<Greenhouse, String> & Sendable' to expected argument type 'WritableKeyPath<Greenhouse, String>'"
                ),
                VerifyMismatch(
                    line: 17, expected: "to expected argument type 'ReferenceWritableKeyPath<Plant, String>'",
                    produced: nil),
            ])
        let unexpected = Diagnostics.verifyMismatches(
            in:
                "\(path):13:18: error: unexpected error produced: cannot specialize non-generic type 'Shelf'\n    var labels = Shelf<Label>()\n                 ^",
            checkPath: path)
        #expect(
            unexpected == [
                VerifyMismatch(line: 13, expected: nil, produced: "cannot specialize non-generic type 'Shelf'")
            ])

        var result = Self.failedCheck(
            .refusedForAnotherReason(CompilerOutput(text: Self.otherReason), mismatches: mismatches), kind: .rejects)
        result.name = "rejects-read-only-paths"
        result.path = path
        let words = Self.verdict(
            .checkFailed(result, otherFailures: 0), outcome: .checkFailed,
            next: .makeCompilerRefuse(
                file: "Sources/Exercises/02-key-paths/05-writable-key-paths/Setters.swift", line: nil, checkPath: path)
        ).render()
        #expect(
            words.contains(
                "the compiler refuses the code of the check \"rejects-read-only-paths\", but for another reason than the one it expects."
            ))
        #expect(
            words.contains(
                """
                Line 14 of \(path):
                  expected:  to expected argument type 'ReferenceWritableKeyPath<Greenhouse, String>'
                  compiler:  cannot convert value of type 'any KeyPath<Greenhouse, String> & Sendable' to expected argument type 'WritableKeyPath<Greenhouse, String>'
                Line 17 of \(path):
                  expected:  to expected argument type 'ReferenceWritableKeyPath<Plant, String>'
                  compiler:  (no error here)
                """))
        #expect(
            Self.japaneseHas(["check.refusedForAnotherReason", "verify.line", "verify.expected", "verify.produced"]))
    }

    // MARK: - The type checker gave up

    @Test("\"failed to produce diagnostic\" gets a line of its own: what it means and where to look (02.2, 04.4)")
    func typeCheckerGaveUp() {
        let check = "Tests/ExerciseTests/Checks/02-key-paths/02-function-composition/accepts-functions-that-meet.swift"
        let output = """
            \(check):9:51: error: cannot convert value of type 'Int' to closure result type 'String'
                let described: (Int) -> String = compose({ $0 * 2 }, { "\\($0)" })
                                                           ~~~^~~
            \(check):10:45: error: failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)
                let readingLabel: (Reading) -> String = compose(celsius(of:), label)
                                                        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """
        let summary = Diagnostics.summarize(output, firstPrefixes: [check]).output
        #expect(summary.typeCheckerGaveUpAt == "\(check):10")
        let words = Self.verdict(
            .checkFailed(Self.failedCheck(.doesNotCompile(summary)), otherFailures: 0), outcome: .checkFailed,
            next: .makeCheckCompile(
                file: "Sources/Exercises/02-key-paths/02-function-composition/Compose.swift", line: nil,
                checkPath: check)
        ).render()
        #expect(
            words.contains(
                "\"failed to produce diagnostic for expression\" at \(check):10 means the type checker gave up on that expression"
            ))
        #expect(words.contains("often inside a view builder or a closure"))
        #expect(
            Diagnostics.summarize("x.swift:1:1: error: cannot find 'y' in scope", firstPrefixes: []).output
                .typeCheckerGaveUpAt == nil)
        #expect(Self.japaneseHas(["compiler.gaveUp"]))
    }

    @Test("the driver's `emit-module command failed` line is not one of the errors shown")
    func driverNoise() {
        let output = """
            Sources/Exercises/01-a/01-b/A.swift:2:9: error: cannot find 'z' in scope
            let y = z
                    ^
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            """
        let summary = Diagnostics.summarize(output, firstPrefixes: ["Sources/"]).output
        #expect(summary.moreErrors == 0)
        #expect(!summary.text.contains("emit-module"))
    }

    // MARK: - Warnings

    @Test("the learner's own warnings are shown with the verdict, each once; MiniUI's and the checks' are not")
    func learnerWarnings() {
        let output = """
            Sources/Exercises/02-key-paths/06-tuple-key-paths/Rows.swift:2:33: warning: implicit reordering of tuple elements from 'element:index:' to 'index:element:' is deprecated; this will be an error in a future Swift language mode [#deprecation]
                elements.enumerated().map { (element: $0.element, index: $0.offset) }
                                            ^
            Sources/MiniUI/Views/Text.swift:4:9: warning: variable 'x' was never mutated; consider changing to 'let' constant
            Tests/ExerciseTests/Checks/02-key-paths/06-tuple-key-paths/c.swift:4:9: warning: initialization of immutable value 'y' was never used
            Sources/Exercises/02-key-paths/06-tuple-key-paths/Rows.swift:2:33: warning: implicit reordering of tuple elements from 'element:index:' to 'index:element:' is deprecated; this will be an error in a future Swift language mode [#deprecation]
                elements.enumerated().map { (element: $0.element, index: $0.offset) }
                                            ^
            """
        let warnings = Diagnostics.warnings(
            in: output, files: ["Sources/Exercises/02-key-paths/06-tuple-key-paths/Rows.swift"])
        #expect(warnings.count == 1)
        #expect(warnings.first?.line == 2)
        var passed = Self.verdict(.passed(checks: 3), outcome: .passed, next: .moveOn)
        passed.warnings = warnings
        let words = passed.render()
        #expect(words.contains("The compiler warns about your code (1 warning):"))
        #expect(
            words.contains(
                "Sources/Exercises/02-key-paths/06-tuple-key-paths/Rows.swift:2:33: warning: implicit reordering of tuple elements"
            ))
        #expect(!words.contains("MiniUI") && !words.contains("never used"))
        #expect(Self.japaneseHas(["warnings.heading.one", "warnings.heading.other"]))

        let forbidden = Self.failedCheck(.forbiddenWarning(warnings))
        var failed = Self.verdict(
            .checkFailed(forbidden, otherFailures: 0), outcome: .checkFailed,
            next: .heedWarning(file: "Sources/Exercises/02-key-paths/06-tuple-key-paths/Rows.swift", line: 2))
        failed.warnings = warnings
        let failedWords = failed.render()
        #expect(
            failedWords.contains(
                "your code compiles, but with a warning that the lesson teaches as wrong, so the check \"accepts-identifiable-rows\" fails."
            ))
        #expect(
            failedWords.contains(
                "Next: Change Sources/Exercises/02-key-paths/06-tuple-key-paths/Rows.swift, line 2, so that the compiler no longer gives the warning above."
            ))
        // Shown once: in the evidence, not again under the warnings.
        #expect(failedWords.components(separatedBy: "implicit reordering").count == 2)
        #expect(!failedWords.contains("The compiler warns about your code"))
        #expect(Self.japaneseHas(["check.forbiddenWarning", "next.heedWarning"]))
    }

    // MARK: - Real compiles of a fixture kit

    @Test("a check's `fails-on-warning` fails on the learner's warning; other warnings show with a pass")
    func warningFailsTheExercise() async throws {
        let warned = """
            func greeting(for name: String) -> String {
                var text = "Hello, \\(name)!"
                return text
            }

            """
        let fixture = try Fixture.make([
            "Sources/Exercises/01-basics/01-greeting/Greeting.swift": warned,
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/calls-greeting.swift": """
            // check: compiles
            // A name goes in, a String comes out.
            // fails-on-warning: was never mutated
            @testable import Exercise01_1

            let text: String = greeting(for: "Ada")

            """,
        ])
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        #expect(exercise.checks.first { $0.name == "calls-greeting" }?.failingWarnings == ["was never mutated"])
        let verdict = await fixture.engine().check(exercise)
        #expect(verdict.outcome == .checkFailed)
        #expect(verdict.failingChecks == ["calls-greeting"])
        #expect(verdict.next == .heedWarning(file: "Sources/Exercises/01-basics/01-greeting/Greeting.swift", line: 2))
        let words = verdict.render()
        #expect(
            words.contains(
                "Sources/Exercises/01-basics/01-greeting/Greeting.swift:2:9: warning: variable 'text' was never mutated"
            ))
        #expect(!words.contains(".puzzles/cache") && !words.contains(fixture.root.path))

        // Without the key, the same warning is shown with a pass.
        try fixture.write(
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/calls-greeting.swift",
            "// check: compiles\n@testable import Exercise01_1\n\nlet text: String = greeting(for: \"Ada\")\n")
        let passing = await fixture.engine().check(try fixture.exercise("01.1"))
        #expect(passing.passed)
        #expect(passing.warnings.map(\.line) == [2])
        #expect(passing.render().contains("The compiler warns about your code (1 warning):"))
    }

    @Test("errors in a runs check's compiled copy point at the check under Tests/, never into the cache")
    func runsCheckCompileErrorsPointAtTheCheck() async throws {
        let fixture = try Fixture.make([
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift": """
            // check: runs
            // Greets Ada.
            @testable import Exercise01_1

            print(greeting(for: "Ada", politely: true))

            /* expected output:
            Hello, Ada!
            */

            """
        ])
        defer { fixture.cleanUp() }
        let cache = fixture.root.appendingPathComponent(".puzzles/cache")
        let verdict = await fixture.engine(cache: cache).check(try fixture.exercise("01.1"))
        let result = try #require(verdict.checks.first { $0.name == "prints-greeting" })
        let details = result.details
        #expect(
            details.contains("Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift:5:"),
            "\(details)")
        #expect(!details.contains(".puzzles/cache") && !details.contains("programs/"))
        #expect(!details.contains("emit-module"))
    }
}

import Digest
import Foundation

/// An exercise's runs checks compiled and linked as one program, run once for each check, with its compiles checks.
///
/// A check program costs a compiler start (about 45 ms of CPU before it reads a line: the frontend's own start and
/// MiniUI's module) and a link, and a compiles check's type-check the same start; an exercise has up to six runs
/// checks, and a class's grade starts each for every checkout. So an exercise's checks are one module compiled by one
/// frontend: each check a file of its own, with its own imports, whose top-level code becomes a function (its lines
/// kept by `#sourceLocation`, so that the compiler's words and a crash's backtrace name the check's own file and line,
/// as when it is compiled alone), and `main.swift` calls the runs check that `PUZZLES_CHECK` names. Each function ends
/// the program when its code ends (`exit(0)`), as a program's top-level code does, before its local values would be
/// released: top-level values are never released, and a `deinit` that prints must not print here either. A compiles
/// check in a group that compiled has passed: its function is compiled, never called.
///
/// A check that cannot be a function (its types read its top-level values, it declares an extension) or that does
/// not compile beside the others is left out, and the group is compiled again without it; that check is then
/// compiled alone, so a compile error is always its own program's, word for word. A check that compiled alone after
/// it failed in a group is not grouped again (``CheckEngine/markUngroupable(_:contents:build:)``).
struct CheckGroup: Sendable {
    /// A check in the group: the function that holds its code, and its source as its line tables name it.
    struct Member: Sendable {
        var function: String
        var source: URL
    }

    /// The group's program, or `nil` when fewer than two checks could be grouped.
    var program: CheckProgram?
    /// The checks the program runs, by name.
    var members: [String: Member]
    /// Checks that did not compile beside the others: each is a program of its own.
    var failed: Set<String>

    /// The variable that names the check to run (the function's name).
    static let environmentVariable = "PUZZLES_CHECK"
    /// The name of the group's source file and program.
    static let name = "runs-checks"

    /// A grouped check's output and errors as its own program's: a type the check declares is a local type of its
    /// function here, and the runtime names it with its contexts (`PuzzleCheck.(unknown context at $5e3a).Bell`, in
    /// an error thrown at the top level, `dump`, `String(reflecting:)`), where the check's own program says
    /// `PuzzleCheck.Bell`.
    static func withoutLocalContexts(_ text: String) -> String {
        let marker = "(unknown context at $"
        guard text.contains(marker) else { return text }
        var result = ""
        var rest = Substring(text)
        while let module = rest.range(of: "PuzzleCheck.") {
            result += rest[..<module.upperBound]
            rest = rest[module.upperBound...]
            // Each context: `(unknown context at $<hex>).`
            while rest.hasPrefix(marker), let close = rest.firstIndex(of: ")"),
                rest[rest.index(rest.startIndex, offsetBy: marker.count)..<close].allSatisfy(\.isHexDigit),
                rest[close...].dropFirst().hasPrefix(".")
            {
                rest = rest[rest.index(close, offsetBy: 2)...]
            }
        }
        return result + rest
    }

    /// Whether a line is an import (`import MiniUI`, `@testable import Exercise01_1`): kept at its file's top level.
    static func isImport(_ line: Substring) -> Bool {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let index = words.firstIndex(of: "import") else { return false }
        // `import X` or attributes before it (`@testable import X`), at the start of a line.
        return !line.hasPrefix(" ") && words[..<index].allSatisfy { $0.hasPrefix("@") } && words.count > index + 1
    }

    /// Whether a check's top-level code can be a function's body: no declarations that only a file's top level
    /// holds, no conditional compilation around its imports, no line control of its own.
    static func canBeFunction(_ text: String) -> Bool {
        let topLevelOnly = [
            "extension ", "protocol ", "private ", "fileprivate ", "public ", "open ", "internal ", "@main",
            "#if", "#sourceLocation", "infix ", "prefix ", "postfix ", "precedencegroup ", "macro ",
        ]
        return !text.split(separator: "\n").contains { line in topLevelOnly.contains { line.hasPrefix($0) } }
    }

    /// The group's files: `main.swift`, which calls the runs check asked for, and for each check a file of its own
    /// with its imports (a file's imports are its own: no check sees a module it does not import) and its code as a
    /// function.
    static func files(_ members: [(function: String, source: URL, text: String, runs: Bool)]) -> [(
        name: String, contents: Data
    )] {
        var main = [
            // The C library's own two functions, declared here: an import would make a module visible to the checks.
            "@_silgen_name(\"getenv\") func _puzzlesEnvironment(_ name: UnsafePointer<CChar>)"
                + " -> UnsafeMutablePointer<CChar>?",
            "@_silgen_name(\"exit\") func _puzzlesExit(_ status: Int32) -> Never",
            "",
            "switch _puzzlesEnvironment(\"\(environmentVariable)\").map({ String(cString: $0) }) {",
        ]
        for member in members where member.runs {
            main.append("case \"\(member.function)\": try await \(member.function)()")
        }
        main += ["default: _puzzlesExit(70)", "}"]
        var files = [(name: "main.swift", contents: Data((main.joined(separator: "\n") + "\n").utf8))]
        for member in members {
            let lines = member.text.split(separator: "\n", omittingEmptySubsequences: false)
            var file = lines.filter(isImport).map(String.init)
            file.append("@MainActor func \(member.function)() async throws {")
            file.append("#sourceLocation(file: \"\(member.source.path)\", line: 1)")
            file += lines.map { isImport($0) ? "" : String($0) }
            file += ["#sourceLocation()", "_puzzlesExit(0)", "}"]
            files.append(("\(member.function).swift", Data((file.joined(separator: "\n") + "\n").utf8)))
        }
        return files
    }
}

extension CheckEngine {
    /// The checks of an exercise that may be grouped (``CheckGroup``), read now: its runs and compiles checks that
    /// can be functions; none when fewer than two of them run.
    func groupCandidates(of exercise: Exercise) -> [(check: CheckFile, contents: Data)] {
        guard options.groupsChecks else { return [] }
        var candidates: [(check: CheckFile, contents: Data)] = []
        for catalogCheck in exercise.checks where catalogCheck.kind == .runs || catalogCheck.kind == .compiles {
            guard let contents = FileManager.default.contents(atPath: kit.url(catalogCheck.path).path) else {
                continue
            }
            let text = String(decoding: contents, as: UTF8.self)
            let check = CheckFile(name: catalogCheck.name, path: catalogCheck.path, contents: text)
            guard check.isValid, check.kind == catalogCheck.kind, CheckGroup.canBeFunction(text) else { continue }
            candidates.append((check, contents))
        }
        // Two programs at least, or nothing is saved but a type-check's start.
        guard candidates.filter({ $0.check.kind == .runs }).count >= 2 else { return [] }
        return candidates
    }

    /// The exercise's group of checks for this build (``CheckGroup``), compiled when first asked for; `nil` when it
    /// has no two checks to group (``groupCandidates(of:)``).
    func checkGroup(of exercise: Exercise, build: CheckBuilds) async throws -> CheckGroup? {
        let grouped = groupCandidates(of: exercise)
        guard !grouped.isEmpty, !FileSystem.exists(groupFailedMark(exercise)) else { return nil }
        var hasher = SHA256()
        hasher.update(field: "check-group-v3")
        hasher.update(field: build.exercise.hash)
        for candidate in grouped {
            hasher.update(field: candidate.check.name)
            hasher.update(field: candidate.contents)
        }
        let key = hasher.finalizeHex()
        return try await state.groups.value(for: key) {
            try await self.buildGroup(
                grouped.map { ($0.check.name, $0.contents, $0.check.kind == .runs) }, exercise: exercise,
                build: build)
        }
    }

    /// Compiles the group, leaving out each check that does not compile beside the others, until it compiles.
    func buildGroup(
        _ checks: [(name: String, contents: Data, runs: Bool)], exercise: Exercise, build: CheckBuilds
    )
        async throws -> CheckGroup
    {
        var left = Set(checks.filter { isUngroupable($0.name, contents: $0.contents, build: build) }.map(\.name))
        var failed: Set<String> = []
        while true {
            let included = checks.filter { !left.contains($0.name) }
            guard included.filter(\.runs).count >= 2 else {
                if !failed.isEmpty { markGroupFailed(exercise) }
                return CheckGroup(program: nil, members: [:], failed: failed)
            }
            var members: [(function: String, source: URL, text: String, runs: Bool)] = []
            for (index, check) in included.enumerated() {
                let copy = try await checkObject(name: check.name, contents: check.contents, build: build).source
                members.append(
                    ("_puzzlesCheck\(index)", copy, String(decoding: check.contents, as: UTF8.self), check.runs))
            }
            let program = try await checkProgram(
                name: CheckGroup.name, files: CheckGroup.files(members), exercise: exercise, build: build)
            if program.record.succeeded {
                var byName: [String: CheckGroup.Member] = [:]
                for (check, member) in zip(included, members) {
                    byName[check.name] = CheckGroup.Member(function: member.function, source: member.source)
                }
                return CheckGroup(program: program, members: byName, failed: failed)
            }
            // The checks the compiler's errors name leave the group; errors that name none end it.
            let errors = program.record.diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }
            // A check's lines name its copy; its imports, its own file in the group.
            let blamed = zip(included, members).filter { _, member in
                errors.contains { $0.hasPrefix(member.source.path + ":") || $0.contains("/\(member.function).swift:") }
            }.map(\.0.name)
            guard !blamed.isEmpty else {
                markGroupFailed(exercise)
                return CheckGroup(program: nil, members: [:], failed: failed.union(included.map(\.name)))
            }
            failed.formUnion(blamed)
            left.formUnion(blamed)
        }
    }

    /// The file that says the exercise's last group did not form because its checks did not compile (the learner's
    /// declarations are not yet what the checks use): its checks are then compiled each alone, as a failed group would
    /// only add its own compile before theirs, until one of them compiles again.
    func groupFailedMark(_ exercise: Exercise) -> URL {
        cacheFolder.appendingPathComponent("check-groups/failed/\(exercise.moduleName)")
    }

    func markGroupFailed(_ exercise: Exercise) {
        try? FileSystem.writeAtomically(Data(), to: groupFailedMark(exercise))
    }

    /// A check compiled alone, outside its exercise's `group` (`nil` when none formed): one that failed in the group
    /// stays a check of its own from now on (it compiles, but not beside the others); one that would be grouped, while
    /// the exercise's last group failed, lets its checks be grouped again.
    func compiledAlone(
        _ check: CheckFile, contents: Data, in group: CheckGroup?, of exercise: Exercise, build: CheckBuilds
    ) {
        if let group, group.failed.contains(check.name) {
            markUngroupable(check.name, contents: contents, build: build)
            return
        }
        let mark = groupFailedMark(exercise)
        guard group == nil, FileSystem.exists(mark), !isUngroupable(check.name, contents: contents, build: build),
            groupCandidates(of: exercise).contains(where: { $0.check.name == check.name })
        else { return }
        FileSystem.remove(mark)
    }

    /// The file that says a check compiled alone after it failed in its exercise's group (``CheckGroup``).
    func ungroupableMark(_ name: String, contents: Data, build: CheckBuilds) -> URL {
        var hasher = SHA256()
        hasher.update(field: "ungroupable-v1")
        hasher.update(field: build.toolchain.version)
        hasher.update(field: build.miniUI.hash)
        hasher.update(field: name)
        hasher.update(field: contents)
        return cacheFolder.appendingPathComponent(
            "check-groups/ungroupable/\(build.exercise.moduleName)/\(String(hasher.finalizeHex().prefix(24)))")
    }

    func isUngroupable(_ name: String, contents: Data, build: CheckBuilds) -> Bool {
        FileSystem.exists(ungroupableMark(name, contents: contents, build: build))
    }

    func markUngroupable(_ name: String, contents: Data, build: CheckBuilds) {
        let mark = ungroupableMark(name, contents: contents, build: build)
        try? FileSystem.writeAtomically(Data(), to: mark)
    }
}

/// A command the runner knows: its name, what it does, and what it accepts.
struct CommandSpec: Sendable {
    var name: String
    var usage: String
    var summary: String
    /// Flags without a value: `--all`.
    var switches: [String] = []
    /// Options with a value: `--lang ja`.
    var options: [String] = []
    /// How many positional arguments it takes.
    var positional: ClosedRange<Int> = 0...0
    /// More lines for `--help`.
    var details: String = ""
}

extension CommandSpec {
    static let all: [CommandSpec] = [
        CommandSpec(
            name: "status", usage: "puzzles [status]",
            summary: "your progress, the next exercise, and its verdict",
            details: "Checks the next unsolved exercise and shows where to work on it."),
        CommandSpec(
            name: "list", usage: "puzzles list [--json]", summary: "every exercise by module, with its state and level",
            switches: ["--json"],
            details: "States come from the last checks; `puzzles check --all` checks everything again."),
        CommandSpec(
            name: "check", usage: "puzzles check [ID] [--all] [--json]",
            summary: "check one exercise (default: the next one), or all of them",
            switches: ["--all", "--json"], positional: 0...1,
            details: "Exits 0 when everything checked passed, 1 otherwise."),
        CommandSpec(
            name: "watch", usage: "puzzles watch [--manual-run]",
            summary: "re-check the current exercise whenever one of its files is saved",
            switches: ["--manual-run"],
            details: """
                Keys: h hint, l list, n next exercise, r re-run, q quit (type the key then Enter when not on a terminal).
                --manual-run re-checks only when you press r, for slow or network file systems.
                """),
        CommandSpec(
            name: "hint", usage: "puzzles hint [ID] [--all] [--lang en|ja]",
            summary: "reveal the next hint (--all: every hint revealed so far)",
            switches: ["--all"], options: ["--lang"], positional: 0...1),
        CommandSpec(
            name: "lesson", usage: "puzzles lesson [ID] [--lang en|ja]",
            summary: "read the lesson in the terminal (the language defaults from LANG)",
            options: ["--lang"], positional: 0...1),
        CommandSpec(
            name: "preview", usage: "puzzles preview [ID]",
            summary: "see what your code builds, drawn by MiniUI's renderer", positional: 0...1),
        CommandSpec(
            name: "reset", usage: "puzzles reset ID",
            summary: "restore an exercise's starter, keeping your version in .puzzles/backups/", positional: 1...1),
        CommandSpec(
            name: "solution", usage: "puzzles solution ID [--force]",
            summary: "show the reference solution, once the exercise passes (or with --force)",
            switches: ["--force"], positional: 1...1),
        CommandSpec(
            name: "verify", usage: "puzzles verify [--solutions] [--json]",
            summary: "check every exercise (your sources, or the reference solutions); exits 1 on any failure",
            switches: ["--solutions", "--json"]),
        CommandSpec(
            name: "grade", usage: "puzzles grade PATH... [--format table|json|junit|markdown] [--output FILE]",
            summary: "grade learners' checkouts with this kit's own checks",
            options: ["--format", "--output"], positional: 1...Int.max,
            details: """
                Only the exercise sources of each checkout are read; its checks, tests and manifest are ignored.
                json follows Exercism's test-runner results.json (version 3): one checkout gives one object,
                several give an array. Exits 1 if a checkout could not be graded.
                """),
        CommandSpec(
            name: "classroom", usage: "puzzles classroom [--output FILE] [--force]",
            summary: "write a GitHub Classroom autograding workflow, one step per exercise",
            switches: ["--force"], options: ["--output"]),
        CommandSpec(
            name: "dev check", usage: "puzzles dev check [ID|MODULE...] [--json]",
            summary: "the kit's consistency: starters fail, solutions pass, lessons and hints exist",
            switches: ["--json"], positional: 0...Int.max,
            details: """
                The layout rules always cover the whole kit; the behaviour rules (starters fail, solutions pass,
                wrong answers are rejected) cover the exercises named (an ID such as 03.2, or a module number
                such as 03), or all of them.
                """),
        CommandSpec(
            name: "dev new", usage: "puzzles dev new NN-module/MM-step [--title TITLE] [--level 1|2|3]",
            summary: "scaffold a new exercise: starter, solution, a check and both lesson pages",
            options: ["--title", "--level"], positional: 1...1),
        CommandSpec(name: "help", usage: "puzzles help [COMMAND]", summary: "this help", positional: 0...2),
    ]

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    var help: String {
        var text = "Usage: \(usage)\n\n\(summary.prefix(1).uppercased() + summary.dropFirst())."
        if !details.isEmpty { text += "\n\n" + details }
        var flags = switches + options
        flags.append("--help")
        text += "\n\nOptions: " + flags.joined(separator: ", ")
        return text
    }
}

/// The words after `puzzles`, sorted into a command, its positional arguments, switches and options.
struct ParsedArguments: Sendable, Equatable {
    var command: String
    var positional: [String] = []
    var switches: Set<String> = []
    var options: [String: String] = [:]
    var wantsHelp = false

    func has(_ flag: String) -> Bool { switches.contains(flag) }
}

/// A mistake on the command line: the message, then the usage line; exit code 2.
struct UsageError: Error, Sendable {
    var message: String
    var usage: String
}

enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> (CommandSpec, ParsedArguments) {
        var words = arguments[...]
        var name = "status"
        if let first = words.first, !first.hasPrefix("-") {
            words.removeFirst()
            name = first
            if name == "dev" {
                guard let sub = words.first, !sub.hasPrefix("-") else {
                    throw UsageError(
                        message: "`puzzles dev` needs a subcommand: check or new.",
                        usage: "puzzles dev check | puzzles dev new NN-module/MM-step")
                }
                words.removeFirst()
                name = "dev \(sub)"
            }
        } else if words.first == "-h" || words.first == "--help" {
            name = "help"
            words.removeFirst()
        }
        guard let spec = CommandSpec.named(name) else {
            let names = CommandSpec.all.map(\.name)
            let guess = names.min { editDistance(name, $0) < editDistance(name, $1) }
            var message = "Unknown command \"\(name)\"."
            if let guess, editDistance(name, guess) <= max(2, name.count / 3) {
                message += " Did you mean \"\(guess)\"?"
            }
            throw UsageError(message: message, usage: Self.overview)
        }
        var parsed = ParsedArguments(command: spec.name)
        while let word = words.first {
            words.removeFirst()
            if word == "--help" || word == "-h" {
                parsed.wantsHelp = true
            } else if word.hasPrefix("--") {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                let flag = parts[0]
                if spec.switches.contains(flag), parts.count == 1 {
                    parsed.switches.insert(flag)
                } else if spec.options.contains(flag) {
                    if parts.count == 2 {
                        parsed.options[flag] = parts[1]
                    } else if let value = words.first, !value.hasPrefix("--") {
                        words.removeFirst()
                        parsed.options[flag] = value
                    } else {
                        throw UsageError(message: "\(flag) needs a value.", usage: spec.usage)
                    }
                } else {
                    let known = spec.switches + spec.options + ["--help"]
                    let guess = known.min { editDistance(flag, $0) < editDistance(flag, $1) }
                    var message = "`puzzles \(spec.name)` has no option \(flag)."
                    if let guess, editDistance(flag, guess) <= 3 { message += " Did you mean \(guess)?" }
                    throw UsageError(message: message, usage: spec.usage)
                }
            } else {
                parsed.positional.append(word)
            }
        }
        if parsed.wantsHelp { return (spec, parsed) }
        if !spec.positional.contains(parsed.positional.count) {
            let message =
                parsed.positional.count < spec.positional.lowerBound
                ? "`puzzles \(spec.name)` needs \(spec.positional.lowerBound == 1 ? "an argument" : "more arguments")."
                : "`puzzles \(spec.name)` takes \(spec.positional.upperBound == 0 ? "no arguments" : "at most \(spec.positional.upperBound)"), not \"\(parsed.positional.joined(separator: " "))\"."
            throw UsageError(message: message, usage: spec.usage)
        }
        return (spec, parsed)
    }

    static var overview: String {
        let width = CommandSpec.all.map(\.name.count).max() ?? 0
        let lines = CommandSpec.all.map {
            "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)"
        }
        return "Usage: swift run puzzles [COMMAND] [OPTIONS]\n\nCommands:\n" + lines.joined(separator: "\n")
            + "\n\nAn ID is 1.3, 01.3 or a folder like 01-plain-lists/03-both-initializers. `puzzles help COMMAND` says more."
    }
}

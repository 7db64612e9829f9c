import Foundation
import PuzzleKit

/// A command the runner knows: its name, its syntax, and what it accepts. What it does, in words, is in
/// the message catalogs under `help.<name>.summary` (and `help.<name>.details`).
struct CommandSpec: Sendable {
    var name: String
    var usage: String
    /// Flags without a value: `--all`.
    var switches: [String] = []
    /// Options with a value: `--format json`.
    var options: [String] = []
    /// How many positional arguments it takes.
    var positional: ClosedRange<Int> = 0...0
    /// Whether `help.<name>.details` has more lines for `--help`.
    var hasDetails = false
}

extension CommandSpec {
    /// Options every command accepts.
    static let globalOptions = ["--lang"]

    static let all: [CommandSpec] = [
        CommandSpec(name: "status", usage: "puzzles [status]", hasDetails: true),
        CommandSpec(name: "list", usage: "puzzles list [--json]", switches: ["--json"], hasDetails: true),
        CommandSpec(
            name: "check", usage: "puzzles check [ID] [--all] [--json]", switches: ["--all", "--json"],
            positional: 0...1, hasDetails: true),
        CommandSpec(
            name: "watch", usage: "puzzles watch [--manual-run]", switches: ["--manual-run"], hasDetails: true),
        CommandSpec(name: "hint", usage: "puzzles hint [ID] [--all]", switches: ["--all"], positional: 0...1),
        CommandSpec(name: "lesson", usage: "puzzles lesson [ID]", positional: 0...1),
        CommandSpec(name: "preview", usage: "puzzles preview [ID]", positional: 0...1),
        CommandSpec(name: "reset", usage: "puzzles reset ID", positional: 1...1),
        CommandSpec(name: "solution", usage: "puzzles solution ID [--force]", switches: ["--force"], positional: 1...1),
        CommandSpec(name: "language", usage: "puzzles language [en|ja|auto]", positional: 0...1, hasDetails: true),
        CommandSpec(
            name: "verify", usage: "puzzles verify [--solutions] [--json]", switches: ["--solutions", "--json"]),
        CommandSpec(
            name: "grade", usage: "puzzles grade PATH... [--format table|json|junit|markdown] [--output FILE]",
            options: ["--format", "--output"], positional: 1...Int.max, hasDetails: true),
        CommandSpec(
            name: "classroom", usage: "puzzles classroom [--output FILE] [--force]", switches: ["--force"],
            options: ["--output"]),
        CommandSpec(
            name: "dev check", usage: "puzzles dev check [ID|MODULE...] [--json]", switches: ["--json"],
            positional: 0...Int.max, hasDetails: true),
        CommandSpec(
            name: "dev new", usage: "puzzles dev new NN-module/MM-step [--title TITLE] [--level 1|2|3]",
            options: ["--title", "--level"], positional: 1...1),
        CommandSpec(name: "help", usage: "puzzles help [COMMAND]", positional: 0...2),
    ]

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    /// The commands whose name starts with `prefix ` (`dev` → `dev check`, `dev new`).
    static func group(_ prefix: String) -> [CommandSpec] {
        all.filter { $0.name.hasPrefix(prefix + " ") }
    }
}

/// The words after `puzzles`, sorted into a command, its positional arguments, switches and options.
struct ParsedArguments: Sendable, Equatable {
    var command: String
    var positional: [String] = []
    var switches: Set<String> = []
    var options: [String: String] = [:]
    var wantsHelp = false
    var wantsVersion = false

    func has(_ flag: String) -> Bool { switches.contains(flag) }
}

/// A mistake on the command line, as facts: the presenter words it, then shows the usage line; exit code 2.
struct UsageError: Error, Sendable {
    enum Problem: Sendable {
        case unknownCommand(String, suggestion: String?)
        case groupNeedsSubcommand(String)
        case unknownOption(command: String, option: String, suggestion: String?)
        case needsValue(option: String)
        case needsArguments(command: String)
        case tooManyArguments(command: String, maximum: Int, given: [String])
        case languageValue
        case kit(KitError)
        case allTakesNoID
        case noSuchModule(String)
        case formatValue(String, formats: [String])
        case levelValue
        case exercisePath(String)
    }

    var problem: Problem
    /// The usage line to show after the message (`nil`: the overview of every command).
    var usage: String?
}

enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> (CommandSpec, ParsedArguments) {
        var words = arguments[...]
        var name = "status"
        if let first = words.first, !first.hasPrefix("-") {
            words.removeFirst()
            name = first
            if !CommandSpec.group(name).isEmpty {
                if let sub = words.first, !sub.hasPrefix("-") {
                    words.removeFirst()
                    name = "\(name) \(sub)"
                } else if words.contains(where: { $0 == "--help" || $0 == "-h" }) || words.isEmpty {
                    // `puzzles dev` and `puzzles dev --help`: the group's commands.
                    return (
                        CommandSpec(name: name, usage: "puzzles \(name) COMMAND"),
                        ParsedArguments(command: name, wantsHelp: true)
                    )
                } else {
                    throw UsageError(problem: .groupNeedsSubcommand(name), usage: "puzzles \(name) COMMAND")
                }
            }
        } else if words.first == "-h" || words.first == "--help" {
            name = "help"
            words.removeFirst()
        } else if words.first == "--version" || words.first == "-V" {
            return (CommandSpec.named("help")!, ParsedArguments(command: "help", wantsVersion: true))
        }
        guard let spec = CommandSpec.named(name) else {
            throw UsageError(problem: .unknownCommand(name, suggestion: suggestCommand(name)), usage: nil)
        }
        var parsed = ParsedArguments(command: spec.name)
        let options = spec.options + CommandSpec.globalOptions
        while let word = words.first {
            words.removeFirst()
            if word == "--help" || word == "-h" {
                parsed.wantsHelp = true
            } else if word.hasPrefix("--") {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                let flag = parts[0]
                if spec.switches.contains(flag), parts.count == 1 {
                    parsed.switches.insert(flag)
                } else if options.contains(flag) {
                    if parts.count == 2 {
                        parsed.options[flag] = parts[1]
                    } else if let value = words.first, !value.hasPrefix("--") {
                        words.removeFirst()
                        parsed.options[flag] = value
                    } else {
                        throw UsageError(problem: .needsValue(option: flag), usage: spec.usage)
                    }
                } else {
                    let known = spec.switches + options + ["--help"]
                    throw UsageError(
                        problem: .unknownOption(
                            command: spec.name, option: flag,
                            suggestion: DidYouMean.closest(to: flag, among: known)),
                        usage: spec.usage)
                }
            } else {
                parsed.positional.append(word)
            }
        }
        if let language = parsed.options["--lang"], Language(rawValue: language) == nil {
            throw UsageError(problem: .languageValue, usage: spec.usage)
        }
        if parsed.wantsHelp { return (spec, parsed) }
        if !spec.positional.contains(parsed.positional.count) {
            throw UsageError(
                problem: parsed.positional.count < spec.positional.lowerBound
                    ? .needsArguments(command: spec.name)
                    : .tooManyArguments(
                        command: spec.name, maximum: spec.positional.upperBound, given: parsed.positional),
                usage: spec.usage)
        }
        return (spec, parsed)
    }

    /// The command closest to a mistyped one (`chek` → `check`).
    static func suggestCommand(_ name: String) -> String? {
        DidYouMean.closest(to: name, among: CommandSpec.all.map(\.name))
    }

    /// The language asked for with `--lang`, read before (and whether or not) the rest parses.
    static func requestedLanguage(_ arguments: [String]) -> Language? {
        for (index, word) in arguments.enumerated() {
            if word.hasPrefix("--lang=") { return Language(rawValue: String(word.dropFirst("--lang=".count))) }
            if word == "--lang", index + 1 < arguments.count { return Language(rawValue: arguments[index + 1]) }
        }
        return nil
    }
}

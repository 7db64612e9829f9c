import Foundation
import PuzzleKit

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

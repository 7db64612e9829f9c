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
            name: "check", usage: "puzzles check [ID] [--all] [--json] [--variants [--seed N]]",
            switches: ["--all", "--json", "--variants"], options: ["--seed"], positional: 0...1, hasDetails: true),
        CommandSpec(
            name: "watch", usage: "puzzles watch [--manual-run] [--html]", switches: ["--manual-run", "--html"],
            hasDetails: true),
        CommandSpec(name: "hint", usage: "puzzles hint [ID] [--all]", switches: ["--all"], positional: 0...1),
        CommandSpec(name: "lesson", usage: "puzzles lesson [ID]", positional: 0...1),
        CommandSpec(
            name: "preview", usage: "puzzles preview [ID] [--html] [--open] [--compare]",
            switches: ["--html", "--open", "--compare"], positional: 0...1, hasDetails: true),
        CommandSpec(name: "reset", usage: "puzzles reset ID", positional: 1...1),
        CommandSpec(name: "solution", usage: "puzzles solution ID [--force]", switches: ["--force"], positional: 1...1),
        CommandSpec(name: "language", usage: "puzzles language [en|ja|auto]", positional: 0...1, hasDetails: true),
        CommandSpec(
            name: "verify", usage: "puzzles verify [--solutions] [--json]", switches: ["--solutions", "--json"]),
        CommandSpec(
            name: "grade",
            usage:
                "puzzles grade PATH... [--format table|json|gradescope|junit|markdown|html] [--output FILE] [--seed N] [--unsandboxed]",
            switches: ["--unsandboxed"], options: ["--format", "--output", "--seed"], positional: 1...Int.max,
            hasDetails: true),
        CommandSpec(name: "doctor", usage: "puzzles doctor", hasDetails: true),
        CommandSpec(
            name: "classroom", usage: "puzzles classroom [--output FILE] [--force]", switches: ["--force"],
            options: ["--output"]),
        CommandSpec(
            name: "gradescope", usage: "puzzles gradescope [--output FOLDER] [--force]", switches: ["--force"],
            options: ["--output"]),
        CommandSpec(
            name: "dev check", usage: "puzzles dev check [ID|MODULE...] [--repeat N] [--json]", switches: ["--json"],
            options: ["--repeat"], positional: 0...Int.max, hasDetails: true),
        CommandSpec(
            name: "dev new", usage: "puzzles dev new NN-module/MM-step [--title TITLE] [--level 1|2|3]",
            options: ["--title", "--level"], positional: 1...1),
        CommandSpec(
            name: "dev fingerprints", usage: "puzzles dev fingerprints [ID|MODULE...] [--dry-run]",
            switches: ["--dry-run"], positional: 0...Int.max, hasDetails: true),
        CommandSpec(
            name: "dev pictures", usage: "puzzles dev pictures [ID|MODULE...]", positional: 0...Int.max,
            hasDetails: true),
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

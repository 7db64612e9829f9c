import Foundation
import PuzzleKit

extension Presenter {
    /// `puzzles COMMAND --help`.
    func help(_ spec: CommandSpec) -> String {
        if !CommandSpec.group(spec.name).isEmpty { return groupHelp(spec.name) }
        var text = t("help.usage", ["usage": spec.usage]) + "\n\n" + t("help.\(spec.name).summary")
        if spec.hasDetails { text += "\n\n" + t("help.\(spec.name).details") }
        let flags = spec.switches + spec.options + CommandSpec.globalOptions + ["--help"]
        text += "\n\n" + t("help.options", ["options": flags.joined(separator: t("list.separator"))])
        return text
    }

    /// `puzzles dev --help`: the commands of a group.
    func groupHelp(_ group: String) -> String {
        let specs = CommandSpec.group(group)
        return t("help.usage", ["usage": "puzzles \(group) COMMAND"]) + "\n\n" + t("help.commands") + "\n"
            + commandLines(specs)
    }

    func commandLines(_ specs: [CommandSpec]) -> String {
        let width = specs.map(\.name.count).max() ?? 0
        return specs.map {
            "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  " + t("help.\($0.name).summary")
        }.joined(separator: "\n")
    }

    /// `puzzles help`: every command.
    func overview() -> String {
        t("help.usage", ["usage": "swift run puzzles [COMMAND] [OPTIONS]"]) + "\n\n" + t("help.commands") + "\n"
            + commandLines(CommandSpec.all) + "\n\n" + t("help.footer")
    }

    /// `puzzles --version`.
    func version() -> String {
        t(
            "version",
            [
                "version": PuzzlesCommand.version, "progress": "\(PuzzleKit.Progress.currentFormat)",
                "json": "\(Verdict.formatVersion)",
            ])
    }

    /// A mistake on the command line.
    func usageProblem(_ problem: UsageError.Problem) -> String {
        switch problem {
        case .unknownCommand(let name, let suggestion):
            return sentences([
                t("usage.unknownCommand", ["name": name]),
                suggestion.map { t("didYouMean.command", ["name": $0]) } ?? "",
            ])
        case .groupNeedsSubcommand(let group):
            return t(
                "usage.groupNeedsSubcommand",
                [
                    "group": group,
                    "commands": list(CommandSpec.group(group).map { String($0.name.dropFirst(group.count + 1)) }),
                ])
        case .unknownOption(let command, let option, let suggestion):
            return sentences([
                t("usage.unknownOption", ["name": command, "option": option]),
                suggestion.map { t("didYouMean.option", ["option": $0]) } ?? "",
            ])
        case .needsValue(let option): return t("usage.needsValue", ["option": option])
        case .needsArguments(let command): return t("usage.needsArguments", ["name": command])
        case .tooManyArguments(let command, let maximum, let given):
            return maximum == 0
                ? t("usage.noArguments", ["name": command, "given": given.joined(separator: " ")])
                : t(
                    "usage.tooManyArguments",
                    ["name": command, "maximum": "\(maximum)", "given": given.joined(separator: " ")])
        case .languageValue: return t("usage.languageValue")
        case .kit(let error): return kitError(error)
        case .allTakesNoID: return t("usage.allTakesNoID")
        case .noSuchModule(let module): return t("usage.noSuchModule", ["module": module])
        case .formatValue(let value, let formats):
            return t("usage.formatValue", ["formats": formats.joined(separator: t("list.separator")), "value": value])
        case .levelValue: return t("usage.levelValue")
        case .repeatValue: return t("usage.repeatValue")
        case .seedValue: return t("usage.seedValue")
        case .exercisePath(let path): return t("usage.exercisePath", ["path": path])
        }
    }
}

import Foundation
import PuzzleKit

/// The `puzzles` command line: arguments in, text and an exit code out. `Sources/puzzles` only calls
/// ``main(_:console:environment:directory:)``; tests call it the same way with a captured console.
public enum PuzzlesCommand {
    /// The runner's version (`puzzles --version`).
    public static let version = "0.4.0"

    /// Runs one command and returns its exit code: 0 done, 1 something checked failed, 2 a usage error.
    public static func main(
        _ arguments: [String], console: Console = .standard(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) async -> Int32 {
        // The language before anything else, so that even a usage error speaks it.
        let kit = try? Kit.locate(from: directory)
        let saved = kit.flatMap { ProgressStore(kit: $0).savedLanguage() }
        let language =
            ArgumentParser.requestedLanguage(arguments) ?? saved ?? Language.preferred(environment: environment)
        let presenter = Presenter(language: language, style: console.style)
        let errors = presenter.styled(console.errorStyle)
        let spec: CommandSpec
        let parsed: ParsedArguments
        do {
            (spec, parsed) = try ArgumentParser.parse(arguments)
        } catch {
            report(error, with: errors, on: console)
            return 2
        }
        if parsed.wantsVersion {
            console.line(presenter.version())
            return 0
        }
        if parsed.wantsHelp {
            console.line(presenter.help(spec))
            return 0
        }
        if spec.name == "help" {
            return help(parsed.positional, presenter: presenter, console: console)
        }
        guard let kit else {
            let error = Result { try Kit.locate(from: directory) }
            if case .failure(let kitError as KitError) = error {
                console.note(errors.error(presenter.kitError(kitError)))
            }
            return 2
        }
        let runner = Runner(
            kit: kit, console: console, presenter: presenter, environment: environment, directory: directory,
            arguments: parsed, spec: spec)
        // The engines' temporary folders (inside their caches) go with the command.
        defer { runner.removeTemporaryFolders() }
        do {
            return try await runner.run()
        } catch let error as UsageError {
            report(error, with: errors, on: console)
            return 2
        } catch {
            console.note(errors.error(String(describing: error)))
            return 1
        }
    }

    /// A usage error: what was wrong, then the usage line (or every command).
    static func report(_ error: UsageError, with presenter: Presenter, on console: Console) {
        console.note(presenter.error(presenter.usageProblem(error.problem)))
        console.note("\n" + (error.usage.map { presenter.t("help.usage", ["usage": $0]) } ?? presenter.overview()))
    }

    static func help(_ words: [String], presenter: Presenter, console: Console) -> Int32 {
        guard !words.isEmpty else {
            console.line(presenter.overview())
            return 0
        }
        let name = words.joined(separator: " ")
        if !CommandSpec.group(name).isEmpty {
            console.line(presenter.groupHelp(name))
            return 0
        }
        guard let spec = CommandSpec.named(name) else {
            let error = UsageError(
                problem: .unknownCommand(name, suggestion: ArgumentParser.suggestCommand(name)), usage: nil)
            report(error, with: presenter.styled(console.errorStyle), on: console)
            return 2
        }
        console.line(presenter.help(spec))
        return 0
    }
}

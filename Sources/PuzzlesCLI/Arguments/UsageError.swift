import Foundation
import PuzzleKit

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
        /// `--repeat` without a whole number from 1 to 1000.
        case repeatValue
        /// `--seed` without a whole number that fits 64 bits.
        case seedValue
        case exercisePath(String)
    }

    var problem: Problem
    /// The usage line to show after the message (`nil`: the overview of every command).
    var usage: String?
}

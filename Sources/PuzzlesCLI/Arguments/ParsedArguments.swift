import Foundation
import PuzzleKit

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

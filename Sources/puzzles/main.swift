// The `puzzles` runner: a thin layer over PuzzleKit, where every decision (and its tests) lives.
import Foundation
import PuzzleKit

let code = await PuzzlesCommand.main(Array(CommandLine.arguments.dropFirst()))
exit(code)

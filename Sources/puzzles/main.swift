// The `puzzles` runner: PuzzlesCLI reads the arguments and presents what PuzzleKit finds.
import Foundation
import PuzzlesCLI

let code = await PuzzlesCommand.main(Array(CommandLine.arguments.dropFirst()))
exit(code)

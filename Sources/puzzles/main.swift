// The `puzzles` runner: PuzzlesCLI reads the arguments and presents what PuzzleKit finds.
import Foundation
import PuzzlesCLI

// Ctrl-C, `kill` or a closed terminal: stop the compilers and checks, restore the terminal, then end.
SignalHandling.install()
let code = await PuzzlesCommand.main(Array(CommandLine.arguments.dropFirst()))
exit(code)

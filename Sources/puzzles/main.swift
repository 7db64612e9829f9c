print("SwiftUI Type Puzzles: the runner is coming. Run `swift test` to check the kit.")

import Foundation
import PuzzleKit

/// The files `puzzles dev new` writes for a new exercise.
struct ExerciseScaffold {
    let path: String
    let id: String
    let moduleName: String
    let title: String
    let level: Int

    func files() -> [String: String] {
        let lesson = "\(Kit.lessonsFolder)/\(path)/README.md"
        let header = """
            // Goal: \(title).
            // Check it: swift run puzzles check \(id)
            // Lesson: \(lesson)

            """
        return [
            "\(Kit.exercisesFolder)/\(path)/Exercise.swift": header + """
                import MiniUI

                // TODO: Write the code this exercise asks for.

                """,
            "\(Kit.solutionsFolder)/\(path)/Exercise.swift": header + """
                import MiniUI

                """,
            "\(Kit.checksFolder)/\(path)/compiles-usage.swift": """
            // check: compiles
            // Proves that the API accepts the usage the lesson shows. Replace with real checks.
            import MiniUI
            @testable import \(moduleName)

            """,
            "\(Kit.checksFolder)/\(path)/\(HintsFile.fileName(.en))": """
            <!-- Hints for \(id). `swift run puzzles hint` reveals them one at a time; each gives away more. -->

            1. A first nudge: the idea, not the code.
            2. A hint that nearly gives the answer.

            """,
            "\(Kit.checksFolder)/\(path)/\(HintsFile.fileName(.ja))": """
            <!-- \(id) のヒント。`swift run puzzles hint` で 1 つずつ表示します。 -->

            1. （最初のヒント：考え方だけ）
            2. （答えに近いヒント）

            """,
            lesson: """
            ---
            title: \(title)
            level: \(level)
            ---

            # \(title)

            ## Why this matters in SwiftUI

            ## The idea

            ## What the compiler says

            ## Your task

            ## Further reading

            """,
            "\(Kit.lessonsFolder)/\(path)/README.ja.md": """
            ---
            title: \(title)
            ---

            # \(title)

            """,
        ]
    }
}

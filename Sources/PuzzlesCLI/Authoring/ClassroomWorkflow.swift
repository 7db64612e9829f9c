import Foundation
import PuzzleKit

/// The GitHub Classroom workflow `puzzles classroom` writes.
struct ClassroomWorkflow {
    let kit: Kit

    func yaml() -> String {
        func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
        let steps = kit.exercises.map { exercise -> (id: String, text: String) in
            let id = "exercise-" + exercise.id.replacingOccurrences(of: ".", with: "-")
            let text = """
                      - name: \(quoted("\(exercise.id) \(exercise.title)"))
                        id: \(id)
                        uses: classroom-resources/autograding-command-grader@v1
                        with:
                          test-name: \(quoted("\(exercise.id) \(exercise.title)"))
                          setup-command: ''
                          command: swift run puzzles check \(exercise.id)
                          timeout: 10
                          max-score: \(exercise.level ?? 1)
                """
            return (id, text)
        }
        let environment = steps.map {
            // The reporter reads each runner's result from `<ID IN CAPITALS>_RESULTS`, dashes and all.
            "          \($0.id.uppercased())_RESULTS: \"${{steps.\($0.id).outputs.result}}\""
        }
        return """
            # Written by `swift run puzzles classroom`: one graded step per exercise, worth its level in points.
            # Each step runs `swift run puzzles check ID`, which checks the learner's code with the kit's checks.
            name: Autograding Tests
            'on':
              - push
              - repository_dispatch
            permissions:
              checks: write
              actions: read
              contents: read
            jobs:
              run-autograding-tests:
                runs-on: ubuntu-latest
                if: github.actor != 'github-classroom[bot]'
                container: swift:6.0
                steps:
                  - name: Checkout code
                    uses: actions/checkout@v4
                  - name: Build the runner and compile MiniUI once
                    run: swift build --product puzzles && swift run puzzles check 00.1 || true
            \(steps.map(\.text).joined(separator: "\n"))
                  - name: Autograding Reporter
                    uses: classroom-resources/autograding-grading-reporter@v1
                    env:
            \(environment.joined(separator: "\n"))
                    with:
                      runners: \(steps.map(\.id).joined(separator: ","))

            """
    }
}

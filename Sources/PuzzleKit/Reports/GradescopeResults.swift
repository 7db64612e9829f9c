import Foundation

/// Gradescope's autograder `results.json` (gradescope-autograders.readthedocs.io, "Autograder Specifications"):
/// one test per exercise, worth its level in points. What `grade --format gradescope` writes.
public struct GradescopeResults: Codable, Sendable, Hashable {
    /// One exercise's result.
    public struct Test: Codable, Sendable, Hashable {
        /// `NN.M Title`.
        public var name: String
        /// The exercise's id, which Gradescope sorts by.
        public var number: String
        /// The exercise's level if it passed, else 0.
        public var score: Double
        /// The exercise's level (1 to 3).
        public var max_score: Double
        /// `passed` or `failed`.
        public var status: String
        /// The verdict in words for a failure (paths relative to the submission); empty when it passed.
        public var output: String
        /// Shown to the learner at once (`visible`), or per Gradescope's other settings.
        public var visibility: String

        public init(
            name: String, number: String, score: Double, max_score: Double, status: String, output: String,
            visibility: String
        ) {
            self.name = name
            self.number = number
            self.score = score
            self.max_score = max_score
            self.status = status
            self.output = output
            self.visibility = visibility
        }
    }

    /// The checkout, when one report holds several (a field of the kit's own; Gradescope reads one file).
    public var checkout: String?
    /// Points earned: the sum of the tests' scores.
    public var score: Double
    /// Seconds spent grading, whole.
    public var execution_time: Int
    /// One line for the whole submission: exercises passed and points, or why it could not be graded.
    public var output: String
    /// `visible`: results are shown to the learner as soon as they exist.
    public var visibility: String
    /// The autograder's own console output stays hidden from learners.
    public var stdout_visibility: String
    public var tests: [Test]

    public init(
        checkout: String?, score: Double, execution_time: Int, output: String, visibility: String = "visible",
        stdout_visibility: String = "hidden", tests: [Test]
    ) {
        self.checkout = checkout
        self.score = score
        self.execution_time = execution_time
        self.output = output
        self.visibility = visibility
        self.stdout_visibility = stdout_visibility
        self.tests = tests
    }
}

import Foundation

/// What one consistency problem found, as facts for the presenter (the path and rule are in the problem).
public enum ConsistencyFinding: Codable, Sendable, Hashable {
    // Layout
    /// The module's introduction page in this language is missing.
    case moduleIntroductionMissing(Language)
    /// A file directly under Sources/Exercises, Solutions, Checks or Lessons.
    case fileOutsideModule
    /// A folder there that is not named `NN-name`.
    case folderIsNotModule
    /// A module folder that is not two digits and lowercase words.
    case moduleFolderName
    /// A file directly in a module folder.
    case fileOutsideExercise
    /// A folder in a module folder that is no exercise.
    case folderIsNotExercise
    /// An exercise folder that is not two digits and lowercase words.
    case exerciseFolderName
    /// A file other than .swift in a starter or solution.
    case onlySwiftFiles
    /// A file other than README.md, README.ja.md and the picture's files in a lesson folder.
    case lessonFolderFiles
    /// A file directly in `wrong-answers/`.
    case wrongAnswerIsNotFolder
    /// A wrong answer's file that is not a .swift file at its top level.
    case wrongAnswerFiles
    /// A folder other than `wrong-answers/` in a checks folder.
    case checksFolderFolders
    /// A file other than check files and hints in a checks folder.
    case checksFolderFiles
    /// Two exercises share an id.
    case sharedID(String, paths: [String])
    /// Two module folders share a number.
    case sharedModuleNumber(Int, folders: [String])
    /// Folders do not sort in course order.
    case outOfOrder(sortsFirst: String, courseFirst: String)
    /// The starter's or solution's folder is missing.
    case folderMissing
    /// The starter or solution holds no .swift file.
    case noSwiftFile
    /// The solution's file names differ from the starter's.
    case fileNamesDiffer(onlyStarter: [String], onlySolution: [String])
    /// A given file's starter copy differs from the solution's (or is missing).
    case givenFileDiffers
    /// The exercise has no check file.
    case noCheckFile
    /// The exercise has runs checks, but none says `// varies:`: a program that prints their expected output passes.
    case noVariedCheck
    /// The reference solution does not pass a varied check under one of the kit's seeds: how it ended.
    case variantFails(seed: UInt64, status: CheckResult.Status, detail: String)
    /// Under one of the kit's seeds, the reference solution prints the check's own expected output: that variant
    /// proves nothing.
    case variantShowsTheCheck(seed: UInt64)
    /// A check file's header or expected output block is invalid.
    case checkHeader([CheckFile.Problem])
    /// More than one runs check says `preview`.
    case severalPreviews([String])
    /// The lesson in this language is missing.
    case lessonMissing(Language)
    /// The lesson's front matter cannot be read.
    case frontMatter(PageProblem)
    /// The front matter has no `title:`.
    case noTitle
    /// `level:` is not 1, 2 or 3.
    case levelOutOfRange(Int)
    /// The English front matter has no `level:`.
    case noLevel
    /// Fewer than two hints in a language.
    case tooFewHints(Int)
    /// Not as many hints in Japanese as in English.
    case hintCountsDiffer(english: Int, japanese: Int)
    /// A wrong answer's header lines are invalid.
    case wrongAnswerHeader(PageProblem)
    /// `rejected-by:` names no check of the exercise.
    case rejectedByNoCheck(String, checks: [String])
    /// A wrong answer's file replaces no file of the solution.
    case replacesNoSolutionFile(solutionFiles: [String])
    // Behaviour
    /// The untouched starter passes every check.
    case starterPasses
    /// The untouched starter does not compile (the compiler's words).
    case starterDoesNotCompile(CompilerOutput)
    /// The exercise could not be checked (the verdict's evidence).
    case notChecked(Verdict.Evidence)
    /// The reference solution does not pass (the verdict's evidence).
    case solutionFails(Verdict.Evidence)
    /// A wrong answer passes every check.
    case wrongAnswerPasses
    /// A wrong answer does not compile, so no check can reject it.
    case wrongAnswerDoesNotCompile(CompilerOutput)
    /// A wrong answer fails, but not by the checks its `rejected-by:` names.
    case failsOtherChecks(expected: [String], failing: [String])
    /// The exercise's fingerprints file has no fingerprint for this wrong answer.
    case fingerprintMissing(file: String, exercise: String)
    /// The wrong answer's recorded fingerprint is not the one its verdict has now.
    case fingerprintStale(file: String, exercise: String, recorded: [String], now: [String])
    /// The fingerprints were recorded with another compiler, whose words may differ: not compared (a notice).
    case fingerprintsFromAnotherCompiler(recorded: String, current: String, exercise: String)
    /// The fingerprints file has a fingerprint for a wrong answer that is not listed.
    case fingerprintOfNoWrongAnswer(String, exercise: String)
    /// The wrong answer fails exactly like these others, which name other misconceptions: none can be claimed.
    case misconceptionShared(with: [String])
    /// The wrong answer's failure is recognised as another wrong answer's misconception.
    case misconceptionMistaken(for: String)
    /// Were the wrong answer not listed, its failure would be recognised as this other one's misconception: a
    /// learner who makes the same mistake a little otherwise would be told the wrong one.
    case misconceptionCouldBeMistaken(for: String)
    /// The wrong answer and this other one, which names another misconception, fail so alike that a matcher could
    /// confuse them: the same marks, told apart only by their whole output (`subset` false), or every mark of this
    /// one among the other's (`subset` true), so that the other mistake, made in a form that fails only these
    /// checks, would be named as this one. Open work (a notice), not a broken rule.
    case misconceptionsConfusable(with: String, subset: Bool)
    /// The lesson section its `// lesson:` anchor names has no heading at the same place in this language's page.
    case lessonSectionMissing(anchor: String, language: Language, lesson: String)
    /// A check's `// behaviour-in:` line names a file that is not one the learner edits in this exercise.
    case behaviourFileUnknown(String)
    /// A listed wrong answer fails this check, but changes none of the files its `// behaviour-in:` line names.
    case behaviourElsewhere(wrongAnswer: String, files: [String])
    // Lesson pictures
    /// The lesson's example has no picture or no stamp: `dev pictures` draws them.
    case pictureMissing(exercise: String)
    /// The picture's stamp is not the one its example and the renderer have now: `dev pictures` redraws it.
    case pictureStale(exercise: String, exampleChanged: Bool, rendererChanged: Bool)
    /// The example, run against MiniUI as it is now, writes other screens than those the picture was drawn from.
    case pictureScreensChanged(exercise: String)
    /// The example marks no code as shown in the lesson (`// shown: begin` … `// shown: end`).
    case exampleShowsNothing
    /// A region of the example marked as shown is in no code block of this language's lesson page.
    case exampleNotInLesson(Language, firstLine: String)
    /// This language's lesson page does not show the picture.
    case pictureNotInLesson(Language)
    /// The lesson's example does not compile against MiniUI (the compiler's words).
    case exampleDoesNotCompile(CompilerOutput)
    /// The lesson's example did not run to its end (what it wrote on standard error).
    case exampleFails(String)
}

// The runner's words in English: the reference catalog. Every key here must exist in every other
// language with the same {placeholders} (`puzzles dev check` and the tests say which do not).
// `{command}` is filled in everywhere with how the runner is started (`swift run puzzles`).

extension MessageCatalog {
    static let english = MessageCatalog(
        language: .en,
        templates: [
            // Labels and lists
            "label.error": "error: ",
            "label.warning": "warning: ",
            "label.note": "note: ",
            "label.next": "Next:",
            "label.hint": "Hint:",
            "label.lesson": "Lesson:",
            "list.separator": ", ",
            "list.last": "{items} and {last}",
            "list.semicolon": "; ",
            "sentence.join": " ",
            "language.en": "English",
            "language.ja": "Japanese",
            "unit.seconds.one": "{seconds} second",
            "unit.seconds.other": "{seconds} seconds",
            "place": "{file}",
            "place.line": "{file}, line {line},",

            // Verdicts
            "verdict.passed.one": "passed its check.",
            "verdict.passed.other": "passed all {count} checks.",
            "verdict.doesNotCompile": "your code does not compile yet.",
            "verdict.notAttempted": "not attempted: its files are the starter's, byte for byte (nothing was run).",
            "verdict.othersFail.one": " ({count} other check also fails)",
            "verdict.othersFail.other": " ({count} other checks also fail)",
            "compiler.moreErrors.one": "(and {count} more error)",
            "compiler.moreErrors.other": "(and {count} more errors)",
            "check.passed": "the check \"{check}\" passed.",
            "check.doesNotCompile":
                "the check \"{check}\" uses your code the way a SwiftUI developer would, and that does not compile yet.",
            "check.misuseAccepted":
                "the check \"{check}\" expects the compiler to refuse a misuse, but your code accepts it.",
            "check.otherError":
                "the compiler refuses the misuse in the check \"{check}\", but with another error than expected.",
            "check.verificationFailed":
                "the check \"{check}\" does not compile against your code in the way it expects.",
            "check.verificationFailed.oldCompiler":
                "(This compiler has no -verify-ignore-unrelated, so notes that point into your code count as unexpected; the check may pass with a newer Swift toolchain.)",
            "check.wrongOutput": "the check \"{check}\" ran, but printed something other than expected.",
            "check.exited": "the check \"{check}\" stopped with exit status {status}.",
            "check.timedOut": "the check \"{check}\" did not finish within {limit}, so it was stopped.",
            "check.crashed.message": "the check \"{check}\" crashed: {message}",
            "check.crashed.overflow": "the check \"{check}\" crashed with {signal}, most likely a stack overflow.",
            "check.crashed.signal": "the check \"{check}\" crashed with {signal}.",
            "check.printedTooMuch": "the check \"{check}\" printed more than {limit}, so it was stopped.",
            "check.invalid": "the check file {path} is invalid: {problems}.",
            "check.unreadable": "the check file {path} cannot be read.",
            "check.engineFailed": "the kit could not run the check \"{check}\": {reason}",
            "check.exerciseDoesNotCompile": "the exercise's code does not compile yet.",
            "output.difference": "Expected (-) versus printed (+):",
            "output.standardError": "It also wrote to standard error:",
            "check.variant":
                "It passed on the data written in the check, then ran again on other data ({varies}), as grading does; the output expected there is what the reference solution prints on the same data.",
            "check.referenceFailsVariant":
                "the reference solution does not pass the check \"{check}\" on the data of variant {seed} ({status}): a fault of the kit's check, not of your code.",
            "variant.data": "The other data it drew:",
            "output.moreDifferences.one": "({count} more line of difference)",
            "output.moreDifferences.other": "({count} more lines of difference)",
            "output.timedOut.nothing": "It printed nothing before it was stopped.",
            "output.timedOut.printed": "Before it was stopped it printed:",
            "output.tooMuch": "The first lines it printed:",
            "crash.frame": "It stopped in {function} at {file}:{line}.",
            "crash.overflow":
                "{signal} (a memory access fault) in Swift code is almost always a stack overflow: a function, a computed property or a view's `body` that calls itself without end.",
            "crash.stopped": "The program was stopped by {signal}.",
            "crash.stopped.aside": "(The program was stopped by {signal}.)",
            "refusal": "{path} was not checked: it {reason}.",
            "refusal.symbolicLink": "is a symbolic link, and links are not followed",
            "refusal.missing": "does not exist",
            "refusal.notAFolder": "is not a folder",
            "refusal.notARegularFile": "is not a regular file",
            "refusal.tooLarge": "is {size} KB, larger than the {limit} KB an exercise file may have",
            "refusal.unreadable": "cannot be read ({reason})",
            "refusal.tooManyFiles": "holds more than {limit} Swift files",
            "refusal.noSwiftFile": "holds no .swift file",
            "misconception": "This looks like a common mistake: {explanation}",
            "misconception.lesson": "The lesson explains it: {lesson}",

            // Next steps
            "next.moveOn": "Go on to the next exercise.",
            "next.attempt": "Start it: edit the files in {folder} where they say `// TODO:`.",
            "next.fixCompileError": "Fix the error in {place} (the compiler's words are above).",
            "next.fixCompileError.noLine": "Fix the error above in {file}.",
            "next.makeCheckCompile": "Change {place} so that the check \"{check}\" compiles and passes.",
            "next.makeCompilerRefuse":
                "Change {place} so that the compiler refuses what the check \"{check}\" marks with `expected-error`.",
            "next.fixOutput": "Change {place} so that the check \"{check}\" prints the expected lines.",
            "next.endTheLoop":
                "Look in {file} for a loop that never ends, or a property or `body` that keeps triggering itself.",
            "next.endTheRecursion": "Look in {place} for a function, property or `body` that calls itself without end.",
            "next.handleTheCrash": "Find what stops the program in {place} and make it handle that case.",
            "next.stopThePrinting": "Look in {file} for a print or an update inside a loop that never ends.",
            "next.refusal.folderLink": "Replace the link with a real folder.",
            "next.refusal.reset": "Restore it with `{command} reset {id}`.",
            "next.refusal.missingFromKit": "The exercise's folder is missing from this copy of the kit.",
            "next.refusal.makeFolder": "Make it a folder.",
            "next.refusal.regularFile": "Replace it with a regular file.",
            "next.refusal.shorten": "Shorten it.",
            "next.refusal.permissions": "Check its permissions.",
            "next.refusal.fewerFiles": "An exercise needs only a few files; remove the others.",
            "next.refusal.restoreFiles": "Restore the exercise's files (`{command} reset` restores a starter).",
            "next.installToolchain": "Install a Swift 6 toolchain (or set SWIFTC), then check again.",
            "next.restoreMiniUI":
                "This is not about your code: restore Sources/MiniUI (for example `git checkout Sources/MiniUI`).",
            "next.clearCache": "Delete {folder} and check again.",
            "next.checkAgain": "Check again.",
            "next.addChecks": "Add check files to {folder} (see docs/AUTHORING.md).",
            "next.fixKitCheck": "This is a problem with the kit's check file {path}, not with your code.",

            // The engine and the compiler
            "engine.noCompiler": "the kit cannot check exercises: no Swift compiler.",
            "engine.miniUI": "the kit cannot check exercises: its MiniUI framework does not compile.",
            "engine.miniUI.empty": "Sources/MiniUI holds no .swift file.",
            "engine.cache": "the kit could not use its cache folder.",
            "engine.compilerTimedOut":
                "the compiler did not finish within {limit}, so nothing was judged (the machine may be busy).",
            "engine.cacheDeleted": "the cache folder was deleted while the check ran.",
            "engine.cancelled": "the check was cancelled before it finished.",
            "engine.noChecks": "the kit has no checks for this exercise.",
            "engine.checkUnusable": "the kit could not run the check \"{check}\".",
            "engine.compilingMiniUI": "Compiling MiniUI for the checks (once per change of the kit)…",
            "compilerProblem.notOnPath":
                "`swiftc` is not on PATH. Install a Swift 6 toolchain (swift.org/install) or set SWIFTC to the compiler's path.",
            "compilerProblem.notExecutable": "SWIFTC is set to {path}, which is not an executable file.",
            "compilerProblem.cannotStart": "{path} could not be started: {reason}",
            "compilerProblem.versionFailed": "`{path} --version` failed: {output}",
            "checkFile.missingHeader":
                "the first line must be `// check: compiles`, `// check: rejects` or `// check: runs`",
            "checkFile.unknownKind": "unknown check kind `{kind}` in the first line (use compiles, rejects or runs)",
            "checkFile.invalidTimeout": "`{option}` in the first line is not a time limit in seconds (1 to 600)",
            "checkFile.unknownOption": "unknown option `{option}` in the first line (known: timeout: N, preview)",
            "checkFile.optionsNeedRuns": "`preview` and `timeout:` only apply to `// check: runs`",
            "checkFile.missingExpectedOutput": "a runs check must end with a `/* expected output: … */` block",
            "checkFile.variesNeedsRuns": "`// varies:` only applies to `// check: runs`",

            // The kit, progress
            "kit.notFound":
                "This is not inside SwiftUI Type Puzzles: no folder at or above {path} holds Package.swift and Lessons/. Run the command from the kit's folder.",
            "kit.noSuchExercise": "There is no exercise \"{query}\".",
            "kit.listShowsAll": "`{command} list` shows them all.",
            "didYouMean.exercise": "Did you mean {id} ({title})?",
            "didYouMean.command": "Did you mean \"{name}\"?",
            "didYouMean.option": "Did you mean {option}?",
            "progress.newer":
                "{file} was written by a newer version of the kit (format {format}); it was kept as {kept} and a new one started. Your exercises are untouched.",
            "progress.unreadable":
                "{file} could not be read, so it was set aside as {kept} and a new one started. Your exercises are untouched: every verdict is found again by checking.",
            "progress.notSaved":
                "Progress could not be saved to {file} ({reason}). Your exercises are untouched; make the folder writable to keep hints and verdicts between runs.",
            "progress.bar": "Progress: {bar}",

            // status, list, check, verify
            "welcome.title": "Welcome to SwiftUI Type Puzzles.",
            "welcome.body":
                "Each exercise is a small API to write in Sources/Exercises; its lesson explains the idea.\n`{command} check` compiles the kit's checks against your code and says what to fix next.\n`{command} watch` re-checks on every save; `{command} hint` reveals hints one at a time.",
            "status.module": "Module {number}: {title}",
            "heading.next": "Next",
            "heading.watching": "Watching",
            "describe.edit": "Edit:    {files}",
            "describe.lesson": "Lesson:  {path}   ({command} lesson)",
            "describe.check": "Check:   {command} check   (or: {command} watch)",
            "course.allDone": "Every exercise passes. Well done!",
            "course.compareSolutions": "`{command} solution ID` shows the reference solutions to compare with yours.",
            "state.done": "done",
            "state.changed": "passed, changed since",
            "state.next": "next",
            "state.pending": "pending",
            "list.footer": "States come from your last checks; `{command} check --all` checks everything again.",
            "totals": "{passed} passed, {failed} failed",
            "verify.start": "Checking {count} exercises from {source}…",

            // hint, lesson, preview, solution, reset, language
            "hint.allDone": "Every exercise passes: no hints needed.",
            "hint.none": "{id} has no hints yet. Its lesson is {lesson}.",
            "hint.noneRevealed": "No hints revealed yet for {title}. `{command} hint {id}` shows the first.",
            "hint.number": "Hint {number} of {count}",
            "hint.for": " for {title}:",
            "hint.more": "Run it again for the next hint; --all shows those revealed so far.",
            "hint.last": "That was the last hint. The lesson has the whole idea: {lesson}",
            "hint.english": "the hints of {id} are not translated yet; showing English.",
            "lesson.allDone": "Every exercise passes. Lessons are under {folder}/.",
            "lesson.english":
                "{path} is missing, so here is the English lesson. (Translations are welcome: see docs/AUTHORING.md.)",
            "lesson.missing": "The lesson {path} is missing from the kit.",
            "preview.allDone": "Every exercise passes. `{command} preview ID` previews any of them.",
            "preview.nothing":
                "{title} has nothing to draw: its checks are about what compiles. `{command} check {id}` checks it.",
            "preview.running": "Running {path} with your code…",
            "preview.check": "`{command} check {id}` shows what to fix.",
            // preview --html (the page's words and what the command prints)
            "preview.html.written": "Preview page: {path}",
            "preview.html.noFrames": "No screen: the check showed none through a ViewHost, so the page has no frames.",
            "preview.html.cannotOpen": "No `xdg-open` or `open` here: open the file in a browser yourself.",
            "preview.html.mounted": "first screen",
            "preview.html.updated": "updated",
            "preview.html.rerendered": "bodies that ran",
            "preview.html.nothingRerendered": "no body ran",
            "preview.html.warnings": "runtime warnings",
            "preview.html.yours": "your code",
            "preview.html.reference": "reference solution",
            "solution.hidden":
                "{id} does not pass yet, so its solution stays hidden: `{command} hint {id}` helps, and `--force` shows it anyway.",
            "solution.missing": "{folder} is missing from the kit.",
            "reset.noGit":
                "The starter of {id} could not be found: `puzzles reset` reads it from git, and this folder is not a git checkout. Your files are untouched.",
            "reset.noStarter":
                "The starter of {id} could not be found: `puzzles reset` reads it from git, and the commit has no {folder}. Your files are untouched.",
            "reset.backupFailed": "Could not keep a backup in {backup} ({reason}). Your files are untouched.",
            "reset.restoreFailed": "Restoring the starter failed ({reason}). Your version is safe in {backup}.",
            "reset.restored": "Restored the starter of {title}.",
            "reset.kept": "Kept your version of {id} in {backup}",
            "reset.restoredFiles": "Restored the starter: {files}",
            "language.current.auto":
                "The runner speaks {language} (from your locale; `{command} language ja|en` chooses).",
            "language.current.saved":
                "The runner speaks {language} (your choice; `{command} language auto` follows the locale).",
            "language.saved": "From now on the runner speaks {language}.",
            "language.saved.auto": "From now on the runner follows your locale: {language} for now.",

            // watch
            "watch.keys": "Keys: h hint, l list, n next, r re-run, q quit",
            "watch.save": "Save a file to check it. {keys}",
            "watch.manual": "Press r to check. {keys}",
            "watch.bye": "Bye. Your progress is saved.",
            "watch.noOther": "There is no other exercise left to do.",
            "watch.movingOn": "Moving on.",

            // grade, classroom, dev
            "grade.unsandboxed":
                "grading without a sandbox (--unsandboxed): learners' programs run with your rights, seeing your files, network and environment.",
            "grade.sandboxed":
                "Learners' programs run in a sandbox ({mechanism}): no network, no home folder, a private scratch folder, limits.",
            "grade.variants":
                "Runs checks are also judged on other data than their files show (variant seed {seed}; --seed {seed} repeats the same data).",
            "grade.needsSandbox":
                "Grading runs learners' code, so it runs only in a sandbox. Install what is named above and check with `puzzles doctor`, or pass --unsandboxed to grade work you trust (docs/GRADING.md).",
            "sandbox.bubblewrapMissing":
                "no sandbox: bubblewrap is not installed (Debian and Ubuntu: sudo apt-get install bubblewrap; Fedora: sudo dnf install bubblewrap).",
            "sandbox.sandboxExecMissing":
                "no sandbox: /usr/bin/sandbox-exec is missing.",
            "sandbox.turnedOff": "no sandbox: PUZZLES_SANDBOX=off is set.",
            "sandbox.unsupportedSystem":
                "no sandbox: grading's sandbox supports Linux (bubblewrap) and macOS (sandbox-exec) only.",
            "sandbox.probeFailed":
                "the {mechanism} sandbox did not hold in a probe: {facts}. {problem}",
            "sandbox.fact.started":
                "a program starts inside it",
            "sandbox.fact.noNetwork":
                "no network",
            "sandbox.fact.noHomeFolder":
                "your home folder is out of sight",
            "sandbox.fact.checkoutHidden":
                "the kit's folder is out of sight",
            "sandbox.fact.environmentScrubbed":
                "your environment variables are out of sight",
            "sandbox.fact.scratchWritable":
                "a private scratch folder is writable",
            "sandbox.fact.systemReadOnly":
                "the system's folders are read-only",
            "doctor.mechanism":
                "Grading's sandbox: {mechanism} ({path}). A probe inside it found:",
            "doctor.ready":
                "The sandbox holds: `puzzles grade` runs learners' programs inside it.",
            "doctor.notReady":
                "The sandbox does not hold: `puzzles grade` will refuse to grade without --unsandboxed.",
            "help.doctor.summary":
                "Say which sandbox grading uses, and prove it with a probe.",
            "help.doctor.details":
                "Grading runs learners' programs in a sandbox: bubblewrap on Linux, sandbox-exec on macOS.\nThe probe checks no network, no home folder, the kit hidden, the environment scrubbed, a writable\nscratch folder and read-only system folders. Exits 1 when the sandbox is missing or does not hold.",
            "grade.progress": "graded {path}: {passed}/{total} passed",
            "grade.missing": "{path} does not exist",
            "grade.notAFolder": "{path} is not a folder",
            "grade.notACheckout": "{path} is not a checkout of the kit (it has no Sources/Exercises folder)",
            "grade.notGraded": "not graded: {reason}",
            "grade.allDone": "all done",
            "grade.passed": "passed",
            "grade.column.checkout": "checkout",
            "grade.column.passed": "passed",
            "grade.column.points": "points",
            "grade.column.first": "first to fix",
            "grade.markdown.title": "SwiftUI Type Puzzles: grades",
            "grade.markdown.score": "**{passed}/{total}** exercises, **{earned}/{possible}** points.",
            "grade.markdown.header": "| exercise | level | result | first failing check |\n| --- | --- | --- | --- |",
            "write.done": "Wrote {path}.",
            "write.failed": "Could not write {path}: {reason}",
            "classroom.exists": "{path} exists. `--force` replaces it (after keeping a backup beside it).",
            "classroom.kept": "Kept the old workflow as {path}.",
            "classroom.wrote": "Wrote {path}: {steps} graded steps, {points} points in all.",
            "classroom.commit": "Commit it to the template repository of your GitHub Classroom assignment.",
            "devNew.exists": "Not overwriting: {files} already exist.",
            "devNew.created": "created {path}",
            "devNew.next": "Next: write the starter, its checks and wrong answers, then `{command} dev check`.",
            "devNew.manifest":
                "SwiftPM caches its manifest: `swift build --manifest-cache none` once makes it see the new target.",
            "devCheck.start": "Checking the kit's layout, then every starter, solution and wrong answer…",
            "devCheck.messages":
                "The runner's message catalogs have {count} problems (every message must exist in every language):",
            "consistency.scope.all": "layout, starters, solutions and wrong answers",
            "consistency.scope.layout": "layout only",
            "consistency.ok.one": "The kit is consistent: {count} exercise ({scope}).",
            "consistency.ok.other": "The kit is consistent: {count} exercises ({scope}).",
            "consistency.problems.one": "The kit has {count} consistency problem ({scope}):",
            "consistency.problems.other": "The kit has {count} consistency problems ({scope}):",
            "finding.moduleIntroductionMissing": "the module's {language} introduction is missing",
            "finding.fileOutsideModule": "a file outside any module folder",
            "finding.folderIsNotModule": "a folder that is not a module (module folders are `NN-name`)",
            "finding.moduleFolderName":
                "module folders are named with two digits and lowercase words, like `01-plain-lists`",
            "finding.fileOutsideExercise": "a file outside any exercise folder",
            "finding.folderIsNotExercise": "a folder that is not an exercise (exercise folders are `MM-name`)",
            "finding.exerciseFolderName":
                "exercise folders are named with two digits and lowercase words, like `03-both-initializers`",
            "finding.onlySwiftFiles": "only .swift files belong here",
            "finding.lessonFolderFiles":
                "a lesson folder holds README.md, README.ja.md and its picture's example.swift, example.png and example.stamp",
            "finding.wrongAnswerIsNotFolder": "wrong answers are folders: `wrong-answers/<slug>/File.swift`",
            "finding.wrongAnswerFiles": "a wrong answer holds only .swift files named like the solution's",
            "finding.checksFolderFolders": "a checks folder holds check files and `wrong-answers/` only",
            "finding.checksFolderFiles":
                "a checks folder holds .swift check files, hints.md, hints.ja.md and fingerprints.json only",
            "finding.sharedID": "the id {id} is shared by {paths}; renumber one",
            "finding.sharedModuleNumber": "module number {number} is used by {folders}; renumber one",
            "finding.outOfOrder":
                "folders do not sort in course order: {first} sorts before {second}; use two-digit numbers",
            "finding.folderMissing": "the folder is missing",
            "finding.noSwiftFile": "the folder holds no .swift file",
            "finding.onlyStarter": "only the starter has {files}",
            "finding.onlySolution": "only the solution has {files}",
            "finding.fileNamesDiffer": "the solution's file names differ from the starter's: {parts}",
            "finding.noCheckFile": "the exercise has no check file",
            "finding.noVariedCheck":
                "the exercise has runs checks but none varies its data when graded (a `// varies:` line and MiniUI's `Vary`): a program that prints their expected output passes them (docs/AUTHORING.md)",
            "finding.variantFails":
                "the reference solution does not pass this check under the kit's seed {seed} ({status}); its data: {detail}",
            "finding.variantShowsTheCheck":
                "under the kit's seed {seed} the reference solution prints the check's own expected output: vary data that the output shows",
            "finding.severalPreviews": "only one runs check per exercise may say `preview` ({checks})",
            "finding.lessonMissing": "the {language} lesson is missing",
            "finding.noTitle": "the front matter has no `title:`",
            "finding.levelOutOfRange": "`level: {level}` must be 1, 2 or 3",
            "finding.noLevel": "the front matter has no `level:` (1, 2 or 3)",
            "finding.tooFewHints.one": "{count} hint; an exercise needs at least 2 per language, in order",
            "finding.tooFewHints.other": "{count} hints; an exercise needs at least 2 per language, in order",
            "finding.hintCountsDiffer":
                "{japanese} hints in Japanese but {english} in English; translate them one for one",
            "finding.rejectedByNoCheck": "`rejected-by: {check}` names no check of this exercise (checks: {checks})",
            "finding.replacesNoSolutionFile": "replaces no solution file (solution files: {files})",
            // Given files: the kit's copy is compiled in place of the learner's.
            "verdict.givenFilesReplaced.one":
                "{files} differs from the kit's copy; the checks use the kit's copy (a given file needs no change).",
            "verdict.givenFilesReplaced.other":
                "{files} differ from the kit's copies; the checks use the kit's copies (a given file needs no change).",
            "finding.givenFileDiffers":
                "a given file (`// given:` in the solution's header) must be the same in the starter and the solution",
            "page.noFrontMatter": "the page does not start with front matter (a line `---`)",
            "page.listItemOutsideList": "line {line}: a list item `{text}` outside a list",
            "page.emptyListItem": "line {line}: an empty item in `{key}`",
            "page.unreadableLine": "line {line}: cannot read `{text}` (expected `key: value` or `  - item`)",
            "page.unreadableKey": "line {line}: cannot read the key in `{text}`",
            "page.duplicateKey": "line {line}: `{key}` appears twice",
            "page.frontMatterNotClosed": "the front matter is not closed by a line `---`",
            "page.hintsOnLessonPage": "hints do not belong on the lesson page; they live in {path}",
            "page.noWrongLine": "{file} does not open with a `// wrong: …` line",
            "page.noMisconception":
                "{file} has no `// misconception{language}:` line: say, in the words a teacher would use, what the learner who wrote it believes",
            "page.noLessonAnchor":
                "{file} has no `// lesson: #anchor` line naming the lesson section that addresses the mistake",
            "page.unknownLessonAnchor":
                "`// lesson: {anchor}` names no heading of {lesson}",
            "page.noRejectedByLine": "{file} has no `// rejected-by: <check>` line",
            "finding.starterPasses":
                "the untouched starter already passes every check; a learner would have nothing to do",
            "finding.starterDoesNotCompile":
                "the untouched starter does not compile, which stops `swift build` for every learner:",
            "finding.notChecked": "could not be checked: {summary}",
            "finding.solutionFails": "the solution does not pass: {summary}",
            "finding.wrongAnswerPasses": "the wrong answer passes every check; add a check that rejects it",
            "finding.wrongAnswerDoesNotCompile": "the wrong answer does not compile, so no check can reject it:",
            "finding.failsOtherChecks": "fails, but not by {expected} (it fails {failing})",

            // Help and usage
            "version": "puzzles {version} (progress file format {progress}, JSON format {json})",
            "help.usage": "Usage: {usage}",
            "help.commands": "Commands:",
            "help.options": "Options: {options}",
            "help.footer":
                "An ID is 1.3, 01.3 or a folder like 01-plain-lists/03-both-initializers. `puzzles help COMMAND` says more.\n--lang en|ja chooses the language of every command (else `puzzles language`, else LANG); --version prints the version.",
            "help.status.summary": "Your progress, the next exercise, and its verdict.",
            "help.status.details": "Checks the next unsolved exercise in course order and shows where to work on it.",
            "help.list.summary": "Every exercise by module, with its state and level.",
            "help.list.details": "States come from the last checks; `puzzles check --all` checks everything again.",
            "help.check.summary": "Check one exercise (default: the next one), or all of them.",
            "help.check.details":
                "Exits 0 when everything checked passed, 1 otherwise.\n--variants also judges the runs checks on other data than their files show, as grading does\n(--seed N repeats the same data).",
            "help.watch.summary": "Re-check the current exercise whenever one of its files is saved.",
            "help.watch.details":
                "Keys: h hint, l list, n next exercise, r re-run, q quit (type the key then Enter when not on a terminal).\n--manual-run re-checks only when you press r, for slow or network file systems.",
            "help.hint.summary": "Reveal the next hint (--all: every hint revealed so far).",
            "help.lesson.summary": "Read the lesson in the terminal.",
            "help.preview.summary": "See what your code builds, drawn by MiniUI's renderer.",
            "help.preview.details":
                "--html draws it as a phone screen in .puzzles/previews/ID.html: one frame per step of the check, the views whose body ran outlined; --open opens the page, --compare puts the reference solution's screens beside yours (automatic once solved).\n`puzzles watch --html` rewrites the page after every check, and the open page reloads itself, keeping where you had scrolled.",
            "help.reset.summary": "Restore an exercise's starter, keeping your version in .puzzles/backups/.",
            "help.solution.summary": "Show the reference solution, once the exercise passes (or with --force).",
            "help.language.summary": "Show or choose the runner's language: en, ja, or auto (from LANG).",
            "help.language.details":
                "The choice is saved in .puzzles/state.json; --lang on any command wins over it for that command.",
            "help.verify.summary":
                "Check every exercise (your sources, or the reference solutions); exits 1 on any failure.",
            "help.grade.summary": "Grade learners' checkouts with this kit's own checks.",
            "help.grade.details":
                "Only the exercise sources of each checkout are read; its checks, tests and manifest are ignored.\njson follows Exercism's test-runner results.json (version 3): one checkout gives one object,\nseveral give an array. gradescope writes Gradescope's results.json. html writes one page, the class at a glance.\nRuns checks are also judged on other data than their files show, drawn from a seed said on standard error;\n--seed N repeats a grade's data. An exercise left as its starter is not attempted: no points, no misconception.\nExits 1 if a checkout could not be graded.\n--unsandboxed grades without the sandbox (docs/GRADING.md says what it isolates).",
            "help.classroom.summary": "Write a GitHub Classroom autograding workflow, one step per exercise.",
            "help.dev check.summary": "The kit's consistency: starters fail, solutions pass, lessons and hints exist.",
            "help.dev check.details":
                "The layout rules and the runner's message catalogs always cover the whole kit; the behaviour rules\n(starters fail, solutions pass, wrong answers are rejected, lesson examples compile and run) cover the exercises named (an ID such as\n03.2, or a module number such as 03), or all of them.\n--repeat N runs each runs check N times on the solutions and the wrong answers, reusing no recorded\nresult, and names every check whose verdict or output varied (it depends on chance).\nA lesson picture whose stamp differs from its example.swift and the renderer is stale: `puzzles dev pictures ID` draws it again.",
            "help.dev new.summary": "Scaffold a new exercise: starter, solution, a check and both lesson pages.",
            "help.help.summary": "This help.",
            "usage.unknownCommand": "Unknown command \"{name}\".",
            "usage.groupNeedsSubcommand": "`puzzles {group}` needs a command: {commands}.",
            "usage.unknownOption": "`puzzles {name}` has no option {option}.",
            "usage.needsValue": "{option} needs a value.",
            "usage.needsArguments": "`puzzles {name}` needs an argument.",
            "usage.noArguments": "`puzzles {name}` takes no arguments, not \"{given}\".",
            "usage.tooManyArguments": "`puzzles {name}` takes at most {maximum}, not \"{given}\".",
            "usage.languageValue": "--lang takes en or ja.",
            "usage.allTakesNoID": "--all checks every exercise; leave out the ID.",
            "usage.noSuchModule": "There is no module {module}.",
            "usage.formatValue": "--format takes {formats}, not {value}.",
            "usage.levelValue": "--level takes 1, 2 or 3.",
            "usage.exercisePath":
                "\"{path}\" is not NN-module/MM-step (two-digit numbers, lowercase words joined by -).",

            // Verdict messages that name the real next step (issue 16, items 3 and 4)
            "check.refusedForAnotherReason":
                "the compiler refuses the code of the check \"{check}\", but for another reason than the one it expects.",
            "check.forbiddenWarning":
                "your code compiles, but with a warning that the lesson teaches as wrong, so the check \"{check}\" fails.",
            "check.crashed.ownStop": "the check \"{check}\" stopped at your own `fatalError`: {message}",
            "verify.line": "Line {line} of {path}:",
            "verify.expected": "  expected:  {text}",
            "verify.produced": "  compiler:  {text}",
            "verify.noError": "(no error here)",
            "verify.noExpectation": "(no error expected here: this code should compile)",
            "compiler.gaveUp":
                "\"failed to produce diagnostic for expression\" at {place} means the type checker gave up on that expression: it could not make its types fit, and could not say why. Usually one part has a type other than the one expected, often inside a view builder or a closure. Look at what that expression passes to your code, one piece at a time, against your declaration's signature.",
            "warnings.heading.one": "The compiler warns about your code ({count} warning):",
            "warnings.heading.other": "The compiler warns about your code ({count} warnings):",
            "crash.ownStop":
                "Your code stopped the program on purpose, which is right in an app, but the lesson asks you to stop through `{function}`, which the check replaces to watch the stop.",
            "next.stopThrough":
                "In {place} call `{function}(…)` instead of `fatalError`, as the lesson says, so that the check can see the stop.",
            "next.heedWarning": "Change {place} so that the compiler no longer gives the warning above.",
            // Machine faults: what the machine lacks, never the learner's verdict
            "fault.diskFull": "the disk that holds {folder} is full, so nothing was judged.",
            "fault.diskFull.details": "The compiler could not write its files: no space left on the device.",
            "fault.notWritable": "{folder} cannot be written, so nothing was judged.",
            "fault.killedBySignal":
                "the compiler or the check's program was stopped by {signal} from outside, so nothing was judged.",
            "fault.killedBySignal.memory":
                "SIGKILL most often means the system ran out of memory: close other programs, then check again.",
            "fault.killedBySignal.stopped": "Something stopped it from outside (Ctrl-C, a shutdown, a kill).",
            "fault.inputOutput": "the machine could not read or write {folder}, so nothing was judged.",
            "fault.partialDiagnostics": "What the compiler had printed when it was stopped:",
            "fault.cacheFallback": "{folder} cannot be written ({reason}); using the temporary cache {temporary}.",
            "next.freeSpace": "Free some space on the disk that holds {folder}, then check again.",
            "next.makeWritable":
                "Make {folder} writable (or set PUZZLES_CACHE to a writable folder), then check again.",
            "next.speedUpCompile":
                "The compiler was still busy with {place} when it was stopped: split the expression there into smaller ones with explicit types, then check again (or allow more time with {variable}=120).",
            "progress.compiling": "compiling {name}… ({seconds} s)",
            // Grading for instructors: Exercism, Gradescope, the pinned classroom workflow (issue 19)
            "grade.exercism.noTests": "no exercise was graded.",
            "grade.gradescope.summary": "{passed}/{total} exercises passed, {earned}/{possible} points.",
            "classroom.pinned":
                "It checks {files} files of the kit (checks, runner, MiniUI) against their hashes before scoring, in the {image} container.",
            "gradescope.exists": "{path} exists. `--force` replaces it.",
            "gradescope.wrote":
                "Wrote a Gradescope autograder in {path}: setup.sh (Swift {version}, bubblewrap), run_autograder, and the kit's checks and runner (no solutions).",
            "gradescope.upload":
                "Zip its contents (cd {path} && zip -r ../autograder.zip .) and upload the zip as the assignment's autograder.",
            "verify.recorded":
                "Every solution passes on Swift {version}: recorded in {path} (the classroom workflow and the Gradescope bundle install it).",
            "help.gradescope.summary":
                "Write a Gradescope autograder bundle (setup.sh, run_autograder) that grades with this kit's checks.",
            // dev check --repeat: verdicts that depend on chance
            "devCheck.repeat.start": "Running each runs check {runs} times on the solutions and the wrong answers…",
            "devCheck.repeat.same":
                "Repeated {pairs} checks × {runs} runs ({checkRuns} runs of check programs): every verdict was the same each time.",
            "devCheck.repeat.varying":
                "Repeated {pairs} checks × {runs} runs ({checkRuns} runs of check programs): {count} varied between runs:",
            "devCheck.repeat.outputsVary":
                "{count} gave the same verdict every time but printed different things (the code's own, not chance deciding):",
            "devCheck.repeat.line": "{id} {check} on {source}: {statuses}",
            "devCheck.repeat.outputs": "{count} different outputs",
            "devCheck.repeat.status": "{status} {count}×",
            "devCheck.repeat.status.passed": "passed",
            "devCheck.repeat.status.failed": "failed",
            "devCheck.repeat.status.timedOut": "timed out",
            "devCheck.repeat.status.crashed": "crashed",
            "devCheck.repeat.status.printedTooMuch": "printed too much",
            "devCheck.repeat.status.invalid": "invalid",
            "usage.repeatValue": "--repeat takes a whole number from 1 to 1000.",
            "usage.seedValue": "--seed takes a whole number from 0 to 18446744073709551615.",
            // Misconceptions: wrong answers' fingerprints, dev fingerprints, the class report (issue 17)
            "finding.fingerprintMissing":
                "no fingerprint in {file}: run `{command} dev fingerprints {id}` and commit the file",
            "finding.fingerprintStale":
                "its fingerprint in {file} is out of date (recorded: {recorded}; now: {now}): run `{command} dev fingerprints {id}`, review and commit the change",
            "finding.fingerprintsFromAnotherCompiler":
                "recorded with {recorded}, not {current}, whose words may differ: not compared (`{command} dev fingerprints {id}` records them with this one)",
            "finding.fingerprintOfNoWrongAnswer":
                "holds a fingerprint for {slug}, which is no listed wrong answer: run `{command} dev fingerprints {id}`",
            "finding.misconceptionShared":
                "fails exactly like {others}, whose misconception is another, so none of them can be recognised: add or sharpen a check that tells them apart, or give them one misconception",
            "finding.misconceptionNotRecognised": "its own failure is not recognised as its misconception",
            "finding.misconceptionCouldBeMistaken":
                "were it not listed, its failure would be recognised as {other}'s misconception, so a learner who makes this mistake a little otherwise would be told the wrong one: add or sharpen a check that tells them apart",
            "finding.misconceptionsConfusable.sameMarks":
                "fails with the same marks as {other}, whose misconception is another: only their whole output tells them apart, so a learner whose output differs a little is told neither; a check whose first differing line tells them apart makes both recognisable",
            "finding.misconceptionsConfusable.subset":
                "fails only checks that {other} fails in the same way, and {other} names another misconception: its mistake, made in a form that fails only these checks, would be named as this one; a check that only one of them fails, or fails otherwise, keeps them apart",
            "finding.misconceptionMistaken":
                "its failure is recognised as {other}'s misconception: add or sharpen a check that tells them apart",
            "finding.lessonSectionMissing":
                "`// lesson: {anchor}` has no heading at the same place in the {language} lesson, {lesson}: give both pages the same headings in the same order",
            "devCheck.notices":
                "Open work ({count}; the kit stays consistent, the target is none): wrong answers not recognised yet, pairs a matcher could confuse, fingerprints not compared",
            "devCheck.misconceptions":
                "Misconceptions recognised: {recognised} of {listed} listed wrong answers ({percent}%) get a verdict that names their own.",
            "devFingerprints.start": "Running the wrong answers of {count} exercises…",
            "devFingerprints.written": "{id}: wrote {path} ({count} wrong answers)",
            "devFingerprints.unchanged": "{id}: {path} is up to date ({count} wrong answers)",
            "devFingerprints.wouldChange": "{id}: {path} would change ({count} wrong answers)",
            "devFingerprints.without":
                "no fingerprint for {slugs}: they pass, do not compile, could not be checked or have invalid headers (`{command} dev check` says why)",
            "devFingerprints.next": "Review the changes (`git diff`), then commit them with the checks they describe.",
            "help.dev fingerprints.summary":
                "Record each wrong answer's fingerprint, what its failure looks like, in fingerprints.json.",
            "help.dev fingerprints.details":
                "Runs every listed wrong answer of the exercises named (an ID, a module number, or all) and writes\neach exercise's Tests/ExerciseTests/Checks/…/fingerprints.json. Learners' failures that match one get its\nmisconception in their verdict. --dry-run writes nothing and says which files would change.",
            "grade.notAttemptedCount": "every exercise attempted passed; {count} not attempted",
            "grade.attempts.title": "Attempts per exercise ({checkouts} checkouts graded)",
            "grade.attempts.cell": "{id} {attempted} tried, {passed} passed",
            "grade.attempts.header": "| exercise | attempted | passed |\n| --- | --- | --- |",
            "grade.html.title": "SwiftUI Type Puzzles: the class at a glance",
            "grade.html.summary":
                "{graded} checkouts graded on {exercises} exercises ({notGraded} could not be graded).",
            "grade.html.state.passed": "passed",
            "grade.html.state.failed": "failed",
            "grade.html.state.not-attempted": "not attempted",
            "grade.html.state.refused": "refused",
            "grade.html.state.unchecked": "could not be checked",
            "grade.html.grid": "Learners by exercise",
            "grade.html.firstFailure": "first failure",
            "grade.html.passRate": "passed of attempts",
            "grade.html.passRate.title": "{passed} passed of {attempted} attempts",
            "grade.html.share": "attempts",
            "grade.html.exercise": "exercise",
            "grade.html.misconception": "misconception",
            "grade.html.learners": "checkouts",
            "grade.html.lesson": "lesson section",
            "grade.misconceptions.title": "What to re-teach: the most common misconceptions",
            "grade.misconceptions.none": "No failure matched a listed wrong answer's misconception.",
            "grade.misconceptions.header":
                "| attempts | exercise | misconception | lesson |\n| --- | --- | --- | --- |",
            "grade.misconceptions.line": "{count} of {attempts} attempts: {id} {explanation} ({lesson})",
            "grade.misconceptions.share": "{count} of {attempts}",
            "grade.misconception.cell": "looks like: {explanation}",
            // Files that may hold the fix, when the kit cannot tell between them (issue 16: behaviour files)
            "list.or": "{items} or {last}",
            "finding.behaviourFileUnknown":
                "its `behaviour-in:` line names {file}, which is not a file the learner edits in this exercise",
            "finding.behaviourElsewhere":
                "fails for the wrong answer {slug}, which changes {files}: none of them is among the files its `behaviour-in:` line names",
            // Lesson pictures: dev pictures and the picture rule of dev check (issue 21)
            "finding.pictureScreensChanged":
                "MiniUI now shows the example otherwise than the picture does: run `{command} dev pictures {id}`, look at the picture and commit it",
            "preview.html.doesNotCompile":
                "No screen: your code does not compile with this check yet. `{command} check {id}` shows what to fix.",
            "finding.pictureMissing":
                "the lesson's example has no picture or no stamp: run `{command} dev pictures {id}` and commit example.png and example.stamp",
            "finding.pictureStale.example":
                "the picture was drawn from an older example.swift: run `{command} dev pictures {id}`, look at the picture and commit it",
            "finding.pictureStale.renderer":
                "the picture was drawn by an older renderer (Sources/MiniUIPreview or MiniUI's snapshots): run `{command} dev pictures {id}`, look at the picture and commit it",
            "finding.pictureStale.both":
                "the picture was drawn from an older example.swift by an older renderer: run `{command} dev pictures {id}`, look at the picture and commit it",
            "finding.exampleShowsNothing":
                "marks no code as the lesson's: put what the lesson shows between `// shown: begin` and `// shown: end`",
            "finding.exampleNotInLesson":
                "the {language} lesson shows no code block with the example's code starting `{line}`: keep the page and example.swift alike",
            "finding.pictureNotInLesson":
                "the {language} lesson does not show the picture: add `![…](example.png)` near its example",
            "finding.exampleDoesNotCompile": "the lesson's example does not compile against MiniUI:",
            "finding.exampleFails": "the lesson's example did not run to its end:",
            "devPictures.start": "Drawing {count} lesson pictures…",
            "devPictures.drawn": "{id}: drew {path} ({count} frames)",
            "devPictures.noBrowser":
                "Drawing a picture needs a headless Chromium (`chromium`, `chromium-browser` or `google-chrome` on the PATH, or CHROMIUM naming one).",
            "devPictures.doesNotCompile": "{path} does not compile against MiniUI:",
            "devPictures.failed": "{path} did not run to its end:",
            "help.dev pictures.summary":
                "Draw the lessons' pictures from their examples (example.swift to example.png).",
            "help.dev pictures.details":
                "Runs each lesson's example.swift (of the exercises named, or all) with MiniUI's snapshots on, draws\nits screens with the preview renderer in a headless Chromium as example.png, and writes example.stamp,\nthe hashes `dev check` compares to say when a picture is stale.",
        ])
}

import Digest
import Foundation

/// The learner's course: which exercises are done, which is next, and how modules are named.
///
/// "Done" comes from the progress cache, and counts only while the exercise's files and checks still
/// have the fingerprint they had when they passed; anything else is found out by checking again.
package struct Course: Sendable {
    package let kit: Kit

    package init(kit: Kit) { self.kit = kit }

    /// A fingerprint of what a verdict depends on: the exercise's source files and its checks.
    package func fingerprint(_ exercise: Exercise, from root: SourceRoot = .exercises) -> String {
        // The files exactly as the engine reads them (and refuses them), so the two never disagree.
        var text = ""
        switch SourceLoader.load(exercise, from: root, kit: kit, limits: SourceLimits()) {
        case .success(let sources):
            for file in sources.files {
                text += "file \(file.name)\n" + String(decoding: file.contents, as: UTF8.self) + "\n"
            }
        case .failure(let refusal):
            text += "refused \(refusal.path) \(refusal.reason)\n"
        }
        for check in exercise.checks {
            text += "check \(check.path)\n" + (FileSystem.readText(kit.url(check.path)) ?? "") + "\n"
        }
        return SHA256.hex(text)
    }

    package func isDone(_ exercise: Exercise, in progress: Progress) -> Bool {
        guard let remembered = progress.verdicts[exercise.id], remembered.outcome == .passed else { return false }
        return remembered.fingerprint == fingerprint(exercise)
    }

    /// Whether the exercise's last verdict was a pass, whatever changed since (an edit, even of a comment,
    /// makes it no longer known to pass until it is checked again).
    package func passedBefore(_ exercise: Exercise, in progress: Progress) -> Bool {
        progress.verdicts[exercise.id]?.outcome == .passed
    }

    /// The ids of the exercises known to pass.
    package func done(in progress: Progress) -> Set<String> {
        Set(kit.exercises.filter { isDone($0, in: progress) }.map(\.id))
    }

    /// The exercise to work on: the one chosen with `n` in `watch` if it is not done, else the first
    /// exercise not known to pass.
    package func current(in progress: Progress, done: Set<String>? = nil) -> Exercise? {
        let done = done ?? self.done(in: progress)
        if let chosen = progress.current.flatMap(kit.exercise(id:)), !done.contains(chosen.id) { return chosen }
        return kit.exercises.first { !done.contains($0.id) }
    }

    /// The first exercise in course order that is not done, other than `exercise`: where to go after a pass.
    package func firstUnsolved(besides exercise: Exercise, done: Set<String>) -> Exercise? {
        kit.exercises.first { !done.contains($0.id) && $0 != exercise }
    }

    /// The exercise after `exercise` in course order that is not done (wrapping around): `n` in `watch`.
    package func next(after exercise: Exercise, done: Set<String>) -> Exercise? {
        guard let index = kit.exercises.firstIndex(of: exercise) else { return nil }
        return kit.exercises[(index + 1)...].first { !done.contains($0.id) }
            ?? kit.exercises.first { !done.contains($0.id) && $0 != exercise }
    }

    /// A module's title: the first heading of its introduction in `language` (else English), else its folder's name.
    package func moduleTitle(_ folder: String, language: Language = .en) -> String {
        let text =
            FileSystem.readText(kit.url("\(Kit.lessonsFolder)/\(folder)/\(language.lessonFileName)"))
            ?? FileSystem.readText(kit.url("\(Kit.lessonsFolder)/\(folder)/README.md")) ?? ""
        let body = FrontMatter(parsing: text).body
        if let heading = body.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) {
            var title = String(heading.dropFirst(2)).trimmingCharacters(in: .whitespaces)
            // The number is shown beside the title already: "Module 02: Key paths" reads "Key paths".
            if let range = title.range(of: #"^(Module|モジュール)\s*\d+\s*[:：]\s*"#, options: .regularExpression) {
                title.removeSubrange(range)
            }
            return title
        }
        return Kit.slug(folder).replacingOccurrences(of: "-", with: " ").capitalized
    }

}

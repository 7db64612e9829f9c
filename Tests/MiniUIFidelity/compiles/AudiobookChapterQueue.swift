// An audiobook app's chapter queue, made in a `map` closure of one expression: a memberwise initializer given
// a literal array's subscript, an interpolated title, `.seconds(_:)` of an integer sum and
// `.now.addingTimeInterval(_:)` of a product. This guards the type checker's time: with Swift 6.3.1 the
// expression needs between 128,000 and 256,000 of the solver's scopes (`-solver-scope-threshold`) against
// Foundation alone and against MiniUI alike, well under the limit; a MiniUI overload, operator or literal
// conformance on a common type that widened the search would show here first. The same closure with a
// ternary in a further argument (`listened: number == 3 ? 0.4 : 0`) is past the limit with the standard
// library alone ("unable to type-check this expression in reasonable time"), MiniUI or not.
import Foundation
import MiniUI

struct AudiobookChapter: Identifiable, Hashable, Sendable {
    let id = UUID()
    var book: String
    var title: String
    var length: Duration
    var released: Date
    var listened: Double = 0
}

struct ChapterQueue: View {
    @State private var chapters: [AudiobookChapter] = (1...9).map { number in
        AudiobookChapter(
            book: ["The Salt Road", "Lanterns", "Orchard Year"][number % 3],
            title: "Chapter \(number + 1)",
            length: .seconds(900 + number * 75),
            released: .now.addingTimeInterval(Double(-number) * 3_600)
        )
    }

    var body: some View {
        List(chapters) { chapter in
            VStack(alignment: .leading) {
                Text(chapter.title).font(.headline)
                Text(chapter.book).foregroundStyle(.secondary)
                Text(chapter.length, format: .units(allowed: [.minutes, .seconds], width: .abbreviated))
            }
        }
    }
}

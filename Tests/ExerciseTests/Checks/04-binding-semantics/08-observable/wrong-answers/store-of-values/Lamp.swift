// wrong: keeps the lamps as values in an ObservableObject store with one @Published array
// rejected-by: only-readers-re-render
// misconception: One `@Published` array re-renders every subscriber on every change, even for a property they never
// misconception: read; `@Observable` re-renders only the views that read the changed property.
// misconception-ja: 1 つの `@Published` の配列は、変更のたびに、読んでもいないプロパティのためにまで、
// misconception-ja: すべての購読者を再描画します。`@Observable` なら、変わったプロパティを読んだ View
// misconception-ja: だけが再描画されます。
// lesson: #objects-or-properties
// Everything updates, but coarsely: any change publishes the whole array, so the board and the count run
// again on every change, even for a rename that the count never reads.

import MiniUI

struct Lamp: Identifiable {
    let id: Int
    var name: String
    var isLit: Bool
}

final class LampStore: ObservableObject {
    @Published var lamps: [Lamp]

    init(lamps: [Lamp]) {
        self.lamps = lamps
    }
}

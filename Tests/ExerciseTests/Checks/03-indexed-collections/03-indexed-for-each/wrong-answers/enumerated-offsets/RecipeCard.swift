// wrong: pairs the steps with offsets from enumerated(), copied into an Array, instead of indexed()
// rejected-by: uses-indexed-pairs
// misconception: `enumerated()` pairs each element with an offset counted from 0, not with its index, and
// misconception: ForEach needs it copied into an Array; for an array the two agree, for a slice they do not.
// misconception: The task asks for the pairs `indexed()` makes: each element with its own index, no copy.
// misconception-ja: `enumerated()` が要素と組にするのは 0 から数えたオフセットで、インデックスではありません。しかも ForEach に
// misconception-ja: 渡すには Array へのコピーが要ります。配列なら両者は一致しますが、スライスでは一致しません。
// misconception-ja: この演習で求めているのは `indexed()` の組、つまり各要素と自分のインデックスの組で、コピーは要りません。
// lesson: #identity-is-not-position

import MiniUI

struct Step: Identifiable {
    let id: Int
    var instruction: String
}

/// A recipe's method, one row per step, numbered in the order the cook follows them.
struct RecipeCard: View {
    let steps: [Step]

    var body: some View {
        List {
            // Each element is a pair, (index: Int, element: Step): the id is the step's, one step into the
            // pair, and the closure takes the pair apart. The number is for the cook; the id is for SwiftUI.
            ForEach(Array(steps.enumerated()), id: \.element.id) { offset, step in
                Text("Step \(offset + 1): \(step.instruction)")
            }
        }
    }
}

// wrong: identifies each row by its index instead of its step
// rejected-by: renders-numbered-steps, keeps-ids-when-a-step-is-inserted
// misconception: `\.index` is Hashable, so ForEach accepts it, but an index is a position, not an identity:
// misconception: when a step is inserted above, row 0 becomes another step and inherits its state.
// misconception-ja: `\.index` は Hashable なので ForEach は受け付けますが、インデックスは位置であって同一性ではありません。
// misconception-ja: 上に手順が挿入されると 0 行目は別の手順になり、前の行の状態を引き継いでしまいます。
// lesson: #identity-is-not-position

import MiniUI

struct Step: Identifiable {
    let id: Int
    var instruction: String
}

struct RecipeCard: View {
    let steps: [Step]

    var body: some View {
        List {
            ForEach(steps.indexed(), id: \.index) { position, step in
                Text("Step \(position + 1): \(step.instruction)")
            }
        }
    }
}

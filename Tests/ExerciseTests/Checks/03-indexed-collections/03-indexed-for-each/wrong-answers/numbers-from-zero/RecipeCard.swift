// wrong: shows the index itself, so the first step is numbered 0
// rejected-by: renders-numbered-steps, keeps-ids-when-a-step-is-inserted
// misconception: An array's index counts from 0 because it is a position for the program; the number a cook
// misconception: reads counts from 1, so add one to it.
// misconception-ja: 配列のインデックスはプログラムのための位置なので 0 から数えます。料理をする人が読む番号は 1 から数えるので、1 を足します。
// lesson: #taking-the-pair-apart

import MiniUI

struct Step: Identifiable {
    let id: Int
    var instruction: String
}

struct RecipeCard: View {
    let steps: [Step]

    var body: some View {
        List {
            ForEach(steps.indexed(), id: \.element.id) { position, step in
                Text("Step \(position): \(step.instruction)")
            }
        }
    }
}

// wrong: identifies each row by its instruction text
// rejected-by: renders-numbered-steps, keeps-ids-when-a-step-is-inserted
// misconception: Any Hashable value compiles as an id, but an id must stay the same for as long as the row is
// misconception: the same thing: two steps may read alike, and editing an instruction would make a new row.
// misconception-ja: Hashable な値なら何でも id としてコンパイルできますが、id は行が同じものである間ずっと変わらない値でなければなりません。同じ文面の手順もありえますし、
// misconception-ja: 文面を直すと別の行になってしまいます。
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
            ForEach(steps.indexed(), id: \.element.instruction) { position, step in
                Text("Step \(position + 1): \(step.instruction)")
            }
        }
    }
}

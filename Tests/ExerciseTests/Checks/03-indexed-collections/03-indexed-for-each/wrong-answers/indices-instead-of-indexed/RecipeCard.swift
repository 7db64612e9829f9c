// wrong: iterates over steps.indices with id: \.self and subscripts the array
// rejected-by: renders-numbered-steps, keeps-ids-when-a-step-is-inserted
// misconception: The numbers come out right, but `id: \.self` over indices identifies rows by position, and the
// misconception: row reads `steps[index]` later, when the array may have changed (step 7 looks at this form).
// misconception-ja: 番号は正しく出ますが、インデックスに `id: \.self` を付けると行は位置で識別されます。しかも行は後から `steps[index]` を読むので、
// misconception-ja: そのときには配列が変わっているかもしれません(ステップ 7 で扱います)。
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
            ForEach(steps.indices, id: \.self) { index in
                Text("Step \(index + 1): \(steps[index].instruction)")
            }
        }
    }
}

// Goal: number a recipe's steps, "Step 1: …", "Step 2: …", from their positions, while each row stays
// identified by its step's own id.
// Check it: swift run puzzles check 03.3
// Lesson: Lessons/03-indexed-collections/03-indexed-for-each/README.md

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
            // TODO: Number the rows. Each row should read "Step 1: Rinse the rice", "Step 2: …": one text,
            //       with the number counted from 1. Iterate over the steps paired with their indices (the
            //       `indexed()` of this module), and keep identifying each row by its step's own id, not by
            //       its position.
            ForEach(steps) { step in
                Text(step.instruction)
            }
        }
    }
}

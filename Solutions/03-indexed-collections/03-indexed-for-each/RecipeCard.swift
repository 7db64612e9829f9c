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
            ForEach(steps.indexed(), id: \.element.id) { position, step in
                Text("Step \(position + 1): \(step.instruction)")
            }
        }
    }
}
